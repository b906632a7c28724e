//! `start`: the game named at run time made typed by the catalogue ([`with_game`]), its agent
//! made from the spec, and the session of the right kind behind the protocol.

use std::num::NonZeroUsize;
use std::time::Duration;

use maxn::MoveOrdering;
use maxn_games::cards::full::{Bid, Contract, sides};
use maxn_games::cards::{Card, CardSet};
use maxn_games::chinese_checkers::WinRule;
use maxn_lab::catalogue::{
    AgentKind, AgentOption, AgentSpec, CatalogueError, GameChoice, GameName, GameOptions, OpenGame,
    Start, StartError,
};
use maxn_lab::dispatch::{GameJob, with_game};
use maxn_lab::games::cards::CardEvaluation;
use maxn_lab::hidden::{FullMatch, HiddenSettings, RuleBased};
use maxn_play::agent::MpMixOptions;
use maxn_play::agent::mcts::MctsOptions;
use maxn_play::{Budget, RandomPlayer, SeatAgent};

use super::hidden::{HiddenServed, SeatStart};
use super::open::OpenServed;
use super::protocol::{
    MAX_DEPTH, MAX_NODES, MAX_TIME_MS, MAX_TT_MB, Pass, ServeError, StartRequest,
};
use super::served::Served;

/// The fields only the games with every hand visible take, and only the hidden-hand seats.
const OPEN_ONLY: [&str; 9] = [
    "deal",
    "position",
    "evaluation",
    "grouping",
    "top_k",
    "win_rule",
    "seats",
    "tt_mb",
    "ordering",
];
const HIDDEN_ONLY: [&str; 8] = [
    "seat", "hand", "leader", "passed", "received", "bids", "bags", "samples",
];

/// The session `request` asks for, or what is wrong with it.
pub fn start(request: &StartRequest) -> Result<Box<dyn Served>, ServeError> {
    let game = GameName::parse_among(&request.game, &GameName::ALL)
        .map_err(|e| ServeError::field("game", e))?;
    let spec: AgentSpec = request
        .agent
        .parse()
        .map_err(|e| ServeError::field("agent", e))?;
    let (refused, kind) = if game.hidden_hands() {
        (&OPEN_ONLY[..], "with every hand visible")
    } else {
        (&HIDDEN_ONLY[..], "with hidden hands")
    };
    if let Some(field) = refused.iter().find(|&&field| given(request, field)) {
        return Err(ServeError::field(
            field,
            format!("only the games played {kind} take it, not {game}"),
        ));
    }
    let evaluation = match &request.evaluation {
        Some(name) => Some(
            CardEvaluation::ALL
                .into_iter()
                .find(|e| e.name() == name)
                .ok_or_else(|| {
                    ServeError::field("evaluation", format!("no evaluation `{name}`"))
                })?,
        ),
        None => None,
    };
    let top_k = match request.top_k {
        Some(k) => Some(
            NonZeroUsize::new(k).ok_or_else(|| ServeError::field("top_k", "give at least 1"))?,
        ),
        None => None,
    };
    let start = match (&request.deal, &request.position) {
        (Some(_), Some(_)) => {
            return Err(ServeError::field(
                "position",
                "give a deal or a position, not both",
            ));
        }
        (Some(text), None) | (None, Some(text)) => Start::Text(text),
        (None, None) => Start::Seed(request.seed.unwrap_or(0)),
    };
    if game.is_card_game() && request.position.is_some() {
        return Err(ServeError::field(
            "position",
            format!("{game} starts from a deal; give `deal`"),
        ));
    }
    if game.is_card_game() && request.win_rule.is_some() {
        return Err(ServeError::field(
            "win_rule",
            format!("only Chinese Checkers takes a win rule, not {game}"),
        ));
    }
    let win_rule = match &request.win_rule {
        Some(name) => name
            .parse::<WinRule>()
            .map_err(|e| ServeError::field("win_rule", e.to_string()))?,
        None => WinRule::default(),
    };
    if !game.is_card_game() && request.deal.is_some() {
        return Err(ServeError::field(
            "deal",
            format!("{game} starts from a position; give `position`"),
        ));
    }
    let choice = GameChoice {
        game,
        players: request.players,
        start: if game.hidden_hands() {
            Start::Initial
        } else {
            start
        },
        options: GameOptions {
            evaluation,
            grouping: request.grouping.unwrap_or(true),
            top_k,
            win_rule,
        },
    };
    let budget = budget(request, game)?;
    let job = StartJob {
        request,
        spec,
        budget,
        game,
    };
    with_game(&choice, job).map_err(catalogue_error)?
}

/// Whether `request` gives `field`.
fn given(request: &StartRequest, field: &str) -> bool {
    match field {
        "deal" => request.deal.is_some(),
        "position" => request.position.is_some(),
        "evaluation" => request.evaluation.is_some(),
        "grouping" => request.grouping.is_some(),
        "top_k" => request.top_k.is_some(),
        "win_rule" => request.win_rule.is_some(),
        "seats" => request.seats.is_some(),
        "tt_mb" => request.tt_mb.is_some(),
        "ordering" => request.ordering.is_some(),
        "seat" => request.seat.is_some(),
        "hand" => request.hand.is_some(),
        "leader" => request.leader.is_some(),
        "passed" => request.passed.is_some(),
        "received" => request.received.is_some(),
        "bids" => request.bids.is_some(),
        "bags" => request.bags.is_some(),
        "samples" => request.samples.is_some(),
        _ => false,
    }
}

/// The catalogue's refusal, naming the field at fault.
fn catalogue_error(error: CatalogueError) -> ServeError {
    let field = match &error {
        CatalogueError::Players { .. } | CatalogueError::NotCompiled { .. } => "players",
        CatalogueError::Start {
            error: StartError::Deal(_),
            ..
        } => "deal",
        CatalogueError::Start {
            error: StartError::Position(_),
            ..
        } => "position",
        CatalogueError::Evaluation { .. } => "evaluation",
        CatalogueError::Kind { .. } => "game",
        _ => "agent",
    };
    ServeError::field(field, error)
}

/// The budget per move (per sampled deal for PIMC) `request` asks for, within the protocol's
/// bounds.
fn budget(request: &StartRequest, game: GameName) -> Result<Budget, ServeError> {
    let default_nodes = if game.hidden_hands() {
        HiddenSettings::default_sampling(game).1
    } else {
        Budget::DEFAULT_NODE_LIMIT
    };
    if game.hidden_hands() && request.time_ms.is_some() {
        return Err(ServeError::field(
            "time_ms",
            format!("{game} takes `samples` and `nodes` (per sample) instead"),
        ));
    }
    let budget = per_move(
        Budget::new(default_nodes).expect("a positive default"),
        request.nodes,
        request.depth,
        request.time_ms,
    )?;
    let ordering = match &request.ordering {
        Some(name) => name
            .parse::<MoveOrdering>()
            .map_err(|e| ServeError::field("ordering", e))?,
        None => MoveOrdering::Game,
    };
    let bytes = match request.tt_mb {
        None | Some(0) => None,
        Some(mib) if mib <= MAX_TT_MB => Some(mib << 20),
        Some(mib) => {
            return Err(ServeError::field(
                "tt_mb",
                format!("{mib}: give 0 to {MAX_TT_MB} MiB"),
            ));
        }
    };
    match (bytes, ordering) {
        (None, MoveOrdering::Table) => Err(ServeError::field(
            "ordering",
            "the table's move needs a table: give tt_mb",
        )),
        (None, MoveOrdering::Game) => Ok(budget),
        (bytes, ordering) => Ok(budget.with_memory(bytes, ordering)),
    }
}

/// `own` with the node limit, depth cap and move time given instead of its own, each
/// within the protocol's bounds.
pub fn per_move(
    own: Budget,
    nodes: Option<u64>,
    depth: Option<u32>,
    time_ms: Option<u64>,
) -> Result<Budget, ServeError> {
    let nodes = nodes.unwrap_or(own.node_limit());
    if !(1..=MAX_NODES).contains(&nodes) {
        return Err(ServeError::field(
            "nodes",
            format!("{nodes}: give 1 to {MAX_NODES} nodes"),
        ));
    }
    let mut budget = Budget::new(nodes)
        .expect("checked above")
        .with_threads(own.threads())
        .with_memory(own.table_bytes(), own.ordering());
    if let Some(depth) = depth.or(own.depth_cap()) {
        if !(1..=MAX_DEPTH).contains(&depth) {
            return Err(ServeError::field(
                "depth",
                format!("{depth}: give 1 to {MAX_DEPTH} plies"),
            ));
        }
        budget = budget.with_depth_cap(depth).expect("checked above");
    }
    let time = time_ms.map(Duration::from_millis).or(own.move_time());
    if let Some(time) = time {
        let ms = time.as_millis();
        if ms == 0 || ms > u128::from(MAX_TIME_MS) {
            return Err(ServeError::field(
                "time_ms",
                format!("{ms}: give 1 to {MAX_TIME_MS} ms"),
            ));
        }
        budget = budget.with_move_time(time).expect("checked above");
    }
    Ok(budget)
}

/// The session of the typed game.
struct StartJob<'a> {
    request: &'a StartRequest,
    spec: AgentSpec,
    budget: Budget,
    game: GameName,
}

impl GameJob for StartJob<'_> {
    type Output = Result<Box<dyn Served>, ServeError>;

    fn open<G: OpenGame<N>, const N: usize>(
        self,
        start: G,
    ) -> Result<Self::Output, CatalogueError> {
        let entrant = match self.spec.entrant::<G, N>(
            self.budget,
            MctsOptions::default(),
            MpMixOptions::default(),
        ) {
            Ok(entrant) => entrant,
            Err(error) => return Ok(Err(ServeError::field("agent", error))),
        };
        let seats = self
            .request
            .seats
            .clone()
            .unwrap_or_else(|| (0..N).collect());
        let served = OpenServed::new(start, &seats, entrant.agent(), self.spec.to_string());
        Ok(served.map(|served| Box::new(served) as Box<dyn Served>))
    }

    fn hidden<G: FullMatch<N>, const N: usize>(
        self,
        _first: Option<maxn_games::cards::Deal<N>>,
    ) -> Result<Self::Output, CatalogueError> {
        Ok(self.hidden_seat::<G, N>())
    }
}

impl StartJob<'_> {
    /// The hidden-hand seat's session.
    fn hidden_seat<G: FullMatch<N>, const N: usize>(&self) -> Result<Box<dyn Served>, ServeError> {
        let request = self.request;
        let start = seat_start::<G, N>(request, self.game)?;
        let seed = request.seed.unwrap_or(0);
        let samples = request
            .samples
            .unwrap_or(HiddenSettings::default_sampling(self.game).0);
        if !(1..=HiddenSettings::MOST_SAMPLES).contains(&samples) {
            return Err(ServeError::field(
                "samples",
                format!(
                    "{samples}: give 1 to {} deals per decision",
                    HiddenSettings::MOST_SAMPLES
                ),
            ));
        }
        let name = self.spec.to_string();
        // The seat's session is given its pass and the bids (`passed`, `bids`): an agent's
        // own way of choosing them would go unused.
        if let Some(option) = self
            .spec
            .options
            .iter()
            .find(|option| matches!(option, AgentOption::Pass(_) | AgentOption::Bid(_)))
        {
            return Err(ServeError::field(
                "agent",
                format!(
                    "{name}: {option} chooses a seat's {} in matches; a served seat is given it (`{}`)",
                    option.key(),
                    if option.key() == "pass" {
                        "passed"
                    } else {
                        "bids"
                    }
                ),
            ));
        }
        let settings = HiddenSettings {
            samples,
            budget: self.budget,
            seed,
        };
        let agent: Box<dyn SeatAgent<G, N>> = match self.spec.kind {
            AgentKind::Pimc(..) => Box::new(
                self.spec
                    .pimc::<G, N>(settings)
                    .map_err(|e| ServeError::field("agent", e))?,
            ),
            AgentKind::Ismcts => Box::new(self.spec.ismcts(settings)),
            AgentKind::Rules => Box::new(<G as RuleBased<N>>::rule_based()),
            AgentKind::Random => Box::new(RandomPlayer::new(seed)),
            AgentKind::Cheat(_) => {
                return Err(ServeError::field(
                    "agent",
                    format!("{name} sees every hand; a seat's session sees only its own"),
                ));
            }
            AgentKind::Search(_) | AgentKind::Mcts | AgentKind::MpMix => {
                return Err(ServeError::field(
                    "agent",
                    format!(
                        "{name} plays only the games with every hand visible; give pimc-<algorithm>, ismcts, rules or random"
                    ),
                ));
            }
        };
        let served = HiddenServed::<G, N>::new(&start, agent, name)?;
        Ok(Box::new(served))
    }
}

/// Cards written `SA HK C2`, each of `deck`, none twice.
fn parse_cards(field: &'static str, text: &str, deck: CardSet) -> Result<CardSet, ServeError> {
    let mut cards = CardSet::EMPTY;
    for word in text.split_whitespace() {
        let card: Card = word
            .parse()
            .map_err(|e| ServeError::field(field, format!("`{word}`: {e}")))?;
        if !deck.contains(card) {
            return Err(ServeError::field(
                field,
                format!("{card} is not dealt in this game"),
            ));
        }
        if cards.contains(card) {
            return Err(ServeError::field(field, format!("{card} is given twice")));
        }
        cards.insert(card);
    }
    Ok(cards)
}

/// A seat of `players` other than `seat`, for a pass.
fn pass_seat<const N: usize>(
    field: &'static str,
    pass: &Pass,
    seat: usize,
) -> Result<usize, ServeError> {
    if pass.seat >= N || pass.seat == seat {
        return Err(ServeError::field(
            field,
            format!("seat {}: give another seat of the {N}", pass.seat),
        ));
    }
    Ok(pass.seat)
}

/// The seat `field` gives, one of the `N`; `missing` says what to give when it is absent.
fn seat_of<const N: usize>(
    field: &'static str,
    seat: Option<usize>,
    missing: &str,
) -> Result<usize, ServeError> {
    match seat {
        None => Err(ServeError::field(field, missing)),
        Some(seat) if seat >= N => Err(ServeError::field(
            field,
            format!("{seat}: the seats are 0 to {}", N - 1),
        )),
        Some(seat) => Ok(seat),
    }
}

/// What the seat of a hidden-hand `start` sees before the first card, checked.
fn seat_start<G: FullMatch<N>, const N: usize>(
    request: &StartRequest,
    game: GameName,
) -> Result<SeatStart, ServeError> {
    let seat = seat_of::<N>("seat", request.seat, "give the seat the session plays")?;
    let leader = seat_of::<N>(
        "leader",
        request.leader,
        "give the seat that leads the first trick",
    )?;
    let text = request
        .hand
        .as_deref()
        .ok_or_else(|| ServeError::field("hand", "give the seat's cards as dealt"))?;
    let dealt = parse_cards("hand", text, G::DECK)?;
    let size = G::DECK.len() / N;
    if dealt.len() != size {
        return Err(ServeError::field(
            "hand",
            format!("{} cards: a hand holds {size}", dealt.len()),
        ));
    }
    let hearts = game == GameName::HeartsFull;
    let (passed, hand) = match (&request.passed, &request.received, hearts) {
        (None, None, _) => (None, dealt),
        (Some(given), Some(taken), true) => {
            let to = pass_seat::<N>("passed", given, seat)?;
            pass_seat::<N>("received", taken, seat)?;
            let gave = parse_cards("passed", &given.cards, G::DECK)?;
            let got = parse_cards("received", &taken.cards, G::DECK)?;
            for (field, cards) in [("passed", gave), ("received", got)] {
                if cards.len() != 3 {
                    return Err(ServeError::field(
                        field,
                        format!("{} cards: a pass is 3", cards.len()),
                    ));
                }
            }
            if !gave.is_subset(dealt) {
                return Err(ServeError::field(
                    "passed",
                    "the seat passes cards of its own hand",
                ));
            }
            if !(got & dealt).is_empty() {
                return Err(ServeError::field(
                    "received",
                    "the seat received cards it was dealt",
                ));
            }
            (Some((to, gave)), (dealt - gave) | got)
        }
        (_, _, true) => {
            return Err(ServeError::field(
                "passed",
                "give both the cards passed and those received, or neither (a hold hand)",
            ));
        }
        (_, _, false) => return Err(ServeError::field("passed", format!("{game} has no pass"))),
    };
    if hearts && hand.contains(Card::TWO_OF_CLUBS) != (leader == seat) {
        return Err(ServeError::field(
            "leader",
            "in Hearts the holder of the C2 leads the first trick",
        ));
    }
    let facts = match (game, &request.bids) {
        (GameName::SpadesFull, Some(bids)) => {
            contract::<N>(bids, request.bags.as_deref().unwrap_or(&[]), size)?
        }
        (GameName::SpadesFull, None) => {
            return Err(ServeError::field("bids", "give every seat's bid, by seat"));
        }
        (_, Some(_)) => return Err(ServeError::field("bids", format!("{game} has no bids"))),
        (_, None) if request.bags.is_some() => {
            return Err(ServeError::field("bags", format!("{game} has no bags")));
        }
        (_, None) => Default::default(),
    };
    Ok(SeatStart {
        seat,
        hand,
        leader,
        passed,
        facts,
        two_of_clubs_led: hearts,
    })
}

/// The Spades contract of `bids` (by seat) and `bags` (by side) as the public facts.
fn contract<const N: usize>(
    bids: &[u32],
    bags: &[u32],
    tricks: usize,
) -> Result<maxn_games::cards::PublicFacts, ServeError> {
    if bids.len() != N {
        return Err(ServeError::field(
            "bids",
            format!("{} bids: give one per seat, {N}", bids.len()),
        ));
    }
    let mut checked = [Bid::new(0, 0, 0).expect("nil is a bid"); N];
    for (seat, &bid) in bids.iter().enumerate() {
        checked[seat] =
            Bid::new(seat, bid, tricks as u8).map_err(|e| ServeError::field("bids", e))?;
    }
    if !bags.is_empty() && bags.len() != sides(N) {
        return Err(ServeError::field(
            "bags",
            format!(
                "{} sides: give one count per side, {}",
                bags.len(),
                sides(N)
            ),
        ));
    }
    if let Some(&bags) = bags.iter().find(|&&b| b >= 10) {
        return Err(ServeError::field(
            "bags",
            format!("{bags}: a side carries 0 to 9 bags"),
        ));
    }
    Ok(Contract::new(checked, bags).to_facts())
}
