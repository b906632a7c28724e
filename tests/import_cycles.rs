//! No import cycles between the files, or between the modules, of any crate of the workspace.
//!
//! What counts as a cycle here:
//!
//! - **Files.** File `a.rs` depends on file `b.rs` of the same crate when `a.rs` names an item
//!   that `b.rs` defines: through a `use` (private; a `pub use` re-export is transparent and
//!   makes no edge of its own) or a path in its code (`crate::x::f()`, `super::T`,
//!   `child::g()`). A path is resolved to the deepest module file it names, then through that
//!   file's `pub use` re-exports to the file that defines the item, so `crate::report::Report`
//!   is an edge to `report/emit.rs`, not to `report/mod.rs`. Declaring `mod b;` is no edge.
//!   A cycle is a set of two or more files that all reach each other.
//! - **Modules.** Each file edge between two top-level modules of a crate (the `mod`s of its
//!   `lib.rs` or `main.rs`) is an edge between those modules (`agent/budget.rs ->
//!   tournament/run.rs` is `agent -> tournament`). A cycle is a set of two or more top-level
//!   modules that all reach each other. Nested modules are held to the file rule only: a
//!   directory's files may lean on each other through the directory, as long as no two files
//!   do both ways.
//!
//! Paths inside macro invocations (`format!("{}", crate::x::f())`) and attributes
//! (`#[arg(value_parser = crate::args::parser())]`) are read from their tokens, except inside
//! `quote!`, whose paths belong to the crate the macro expands in. A name a `use` brought in
//! is read as the path it stands for (`use crate::report;` then `report::emit()`). The test parses each
//! crate's `src/**/*.rs` with `syn`, so it needs no tool beyond `cargo test`.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use syn::visit::Visit;

/// The crates checked, by directory under the workspace root.
const CRATES: [&str; 7] = [".", "runtime", "macros", "play", "games", "lab", "cli"];

/// A module path inside a crate, such as `["report", "emit"]`; the crate root is empty.
type ModPath = Vec<String>;

/// One parsed file of a crate.
struct File {
    /// The file's path, relative to the workspace root, for messages.
    name: String,
    /// The module the file is.
    module: ModPath,
    syntax: syn::File,
}

/// Every file of one crate, and where each module lives.
struct Crate {
    files: Vec<File>,
    /// Module path to (file index, inline path within the file): inline modules (`mod tests
    /// { ... }`) live in their parent's file.
    modules: BTreeMap<ModPath, usize>,
}

fn module_of(src: &Path, file: &Path) -> ModPath {
    let relative = file.strip_prefix(src).expect("under src");
    let mut parts: Vec<String> = relative
        .iter()
        .map(|p| p.to_string_lossy().into_owned())
        .collect();
    let last = parts.pop().expect("a file name");
    match last.as_str() {
        "lib.rs" | "main.rs" | "mod.rs" => {}
        other => parts.push(other.trim_end_matches(".rs").to_owned()),
    }
    parts
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("readable source directory") {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// Adds every inline module of `items` (below `prefix`) as living in file `index`.
fn inline_modules(items: &[syn::Item], prefix: &ModPath, index: usize, out: &mut Crate) {
    for item in items {
        if let syn::Item::Mod(m) = item
            && let Some((_, content)) = &m.content
        {
            let mut path = prefix.clone();
            path.push(m.ident.to_string());
            out.modules.insert(path.clone(), index);
            inline_modules(content, &path, index, out);
        }
    }
}

fn load(root: &Path, dir: &str) -> Crate {
    let src = root.join(dir).join("src");
    let mut paths = Vec::new();
    rust_files(&src, &mut paths);
    paths.sort();
    let mut krate = Crate {
        files: Vec::new(),
        modules: BTreeMap::new(),
    };
    for path in paths {
        let text = std::fs::read_to_string(&path).expect("readable source");
        let syntax = syn::parse_file(&text)
            .unwrap_or_else(|e| panic!("{}: does not parse: {e}", path.display()));
        let module = module_of(&src, &path);
        let index = krate.files.len();
        // A binary's `main.rs` beside a `lib.rs` would share the root: keep the first.
        krate.modules.entry(module.clone()).or_insert(index);
        inline_modules(&syntax.items, &module, index, &mut krate);
        let name = path
            .strip_prefix(root)
            .unwrap_or(&path)
            .display()
            .to_string();
        krate.files.push(File {
            name,
            module,
            syntax,
        });
    }
    krate
}

/// The `pub use` re-exports of the items `items` of module `module`: bound name to the full
/// path it stands for (`*` for a glob), all made absolute.
fn reexports(items: &[syn::Item], module: &ModPath, krate: &Crate) -> Vec<(String, ModPath)> {
    let mut out = Vec::new();
    for item in items {
        if let syn::Item::Use(u) = item
            && !matches!(u.vis, syn::Visibility::Inherited)
        {
            for (name, path) in use_paths(&u.tree) {
                if let Some(path) = absolute(&path, module, krate) {
                    out.push((name, path));
                }
            }
        }
    }
    out
}

/// The (bound name, path) pairs of a use tree; a glob binds `*`.
fn use_paths(tree: &syn::UseTree) -> Vec<(String, Vec<String>)> {
    fn walk(tree: &syn::UseTree, prefix: &mut Vec<String>, out: &mut Vec<(String, Vec<String>)>) {
        match tree {
            syn::UseTree::Path(p) => {
                prefix.push(p.ident.to_string());
                walk(&p.tree, prefix, out);
                prefix.pop();
            }
            syn::UseTree::Name(n) => {
                let mut path = prefix.clone();
                let name = n.ident.to_string();
                if name != "self" {
                    path.push(name.clone());
                }
                let bound = if name == "self" {
                    prefix.last().cloned().unwrap_or_default()
                } else {
                    name
                };
                out.push((bound, path));
            }
            syn::UseTree::Rename(r) => {
                let mut path = prefix.clone();
                path.push(r.ident.to_string());
                out.push((r.rename.to_string(), path));
            }
            syn::UseTree::Glob(_) => out.push(("*".to_owned(), prefix.clone())),
            syn::UseTree::Group(g) => {
                for tree in &g.items {
                    walk(tree, prefix, out);
                }
            }
        }
    }
    let mut out = Vec::new();
    walk(tree, &mut Vec::new(), &mut out);
    out
}

/// `path`, written in module `module`, as a path from the crate root; `None` for a path into
/// another crate or to a local name.
fn absolute(path: &[String], module: &ModPath, krate: &Crate) -> Option<ModPath> {
    let (first, rest) = path.split_first()?;
    let mut base = match first.as_str() {
        "crate" => Vec::new(),
        "self" => module.clone(),
        "super" => {
            let mut base = module.clone();
            base.pop()?;
            base
        }
        _ => {
            // A path relative to the module, through one of its children.
            let mut child = module.clone();
            child.push(first.clone());
            if !krate.modules.contains_key(&child) {
                return None;
            }
            child
        }
    };
    let mut rest = rest.iter().peekable();
    while rest.peek().is_some_and(|s| *s == "super") {
        base.pop()?;
        rest.next();
    }
    base.extend(rest.cloned());
    Some(base)
}

/// The file that defines what the absolute `path` names: the deepest module file on it, then
/// through that module's `pub use` re-exports (at most `depth` more times).
fn defining_file(path: &ModPath, krate: &Crate, depth: usize) -> Option<usize> {
    let split = (0..=path.len())
        .rev()
        .find(|&k| krate.modules.contains_key(&path[..k]))?;
    let module = path[..split].to_vec();
    let file = krate.modules[&module];
    let Some(name) = path.get(split) else {
        return Some(file);
    };
    if depth == 0 {
        return Some(file);
    }
    let items = module_items(&krate.files[file], &module)?;
    let exports = reexports(items, &module, krate);
    for (bound, target) in &exports {
        if bound == name {
            let mut through = target.clone();
            through.extend(path[split + 1..].iter().cloned());
            return defining_file(&through, krate, depth - 1).or(Some(file));
        }
    }
    // Not defined in the file itself? Try its glob re-exports.
    if !defines(items, name) {
        for (bound, target) in &exports {
            if bound == "*" {
                let mut through = target.clone();
                through.extend(path[split..].iter().cloned());
                if let Some(found) = defining_file(&through, krate, depth - 1)
                    && found != file
                {
                    return Some(found);
                }
            }
        }
    }
    Some(file)
}

/// Whether `items` define `name` themselves (not by a `use`).
fn defines(items: &[syn::Item], name: &str) -> bool {
    items.iter().any(|item| {
        let ident = match item {
            syn::Item::Const(i) => &i.ident,
            syn::Item::Enum(i) => &i.ident,
            syn::Item::Fn(i) => &i.sig.ident,
            syn::Item::Mod(i) => &i.ident,
            syn::Item::Static(i) => &i.ident,
            syn::Item::Struct(i) => &i.ident,
            syn::Item::Trait(i) => &i.ident,
            syn::Item::Type(i) => &i.ident,
            syn::Item::Union(i) => &i.ident,
            syn::Item::Macro(i) => match &i.ident {
                Some(ident) => ident,
                None => return false,
            },
            _ => return false,
        };
        ident == name
    })
}

/// The items of `module` within `file` (the file's own, or an inline module's).
fn module_items<'a>(file: &'a File, module: &ModPath) -> Option<&'a [syn::Item]> {
    let mut items: &[syn::Item] = &file.syntax.items;
    for name in &module[file.module.len()..] {
        items = items.iter().find_map(|item| match item {
            syn::Item::Mod(m) if m.ident == name => m.content.as_ref().map(|(_, c)| &c[..]),
            _ => None,
        })?;
    }
    Some(items)
}

/// One edge: the file named, and the path that named it.
type Edges = BTreeMap<usize, String>;

/// Collects the edges of one file.
struct Collector<'a> {
    krate: &'a Crate,
    this: usize,
    module: ModPath,
    edges: Edges,
    /// The crate paths the file's own private `use`s bind to a name: `use crate::report;`
    /// binds `report`, so `report::emit()` is read as `crate::report::emit()` and resolved
    /// through the module's re-exports to its definer, not stopped at `report/mod.rs`.
    aliases: BTreeMap<String, ModPath>,
}

impl Collector<'_> {
    fn add(&mut self, path: &[String]) {
        let through_alias = || {
            let (first, rest) = path.split_first()?;
            let mut full = self.aliases.get(first)?.clone();
            full.extend(rest.iter().cloned());
            Some(full)
        };
        if let Some(absolute) = absolute(path, &self.module, self.krate).or_else(through_alias)
            && let Some(target) = defining_file(&absolute, self.krate, 8)
            && target != self.this
        {
            self.edges.entry(target).or_insert_with(|| path.join("::"));
        }
    }
}

impl Collector<'_> {
    /// Adds the paths written in a macro's or an attribute's tokens (`format!("{}",
    /// crate::x::f())`, `#[arg(value_parser = crate::args::parser())]`), which `syn` leaves
    /// unparsed: every run `a::b::c` of two or more names not after a `::` of its own.
    fn add_tokens(&mut self, tokens: proc_macro2::TokenStream) {
        use proc_macro2::{Spacing, TokenTree};
        let trees: Vec<TokenTree> = tokens.into_iter().collect();
        let mut i = 0;
        while i < trees.len() {
            match &trees[i] {
                TokenTree::Group(group) => {
                    self.add_tokens(group.stream());
                    i += 1;
                }
                TokenTree::Ident(ident) => {
                    let colons_before = i >= 2
                        && matches!(&trees[i - 1], TokenTree::Punct(p) if p.as_char() == ':')
                        && matches!(&trees[i - 2], TokenTree::Punct(p) if p.as_char() == ':' && p.spacing() == Spacing::Joint);
                    let mut path = vec![ident.to_string()];
                    let mut j = i + 1;
                    while j + 2 < trees.len()
                        && matches!(&trees[j], TokenTree::Punct(p) if p.as_char() == ':' && p.spacing() == Spacing::Joint)
                        && matches!(&trees[j + 1], TokenTree::Punct(p) if p.as_char() == ':')
                        && let TokenTree::Ident(next) = &trees[j + 2]
                    {
                        path.push(next.to_string());
                        j += 3;
                    }
                    if !colons_before && path.len() > 1 {
                        self.add(&path);
                    }
                    i = j;
                }
                _ => i += 1,
            }
        }
    }
}

impl<'ast> Visit<'ast> for Collector<'_> {
    fn visit_item_mod(&mut self, m: &'ast syn::ItemMod) {
        if m.content.is_some() {
            self.module.push(m.ident.to_string());
            syn::visit::visit_item_mod(self, m);
            self.module.pop();
        }
    }

    fn visit_item_use(&mut self, u: &'ast syn::ItemUse) {
        // A re-export is transparent: who names the item through it depends on its definer.
        if matches!(u.vis, syn::Visibility::Inherited) {
            for (_, path) in use_paths(&u.tree) {
                self.add(&path);
            }
        }
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        // `quote!` writes code for the crate the macro expands in, not for this one.
        let quoting = mac.path.segments.last().is_some_and(|s| {
            matches!(
                s.ident.to_string().as_str(),
                "quote" | "quote_spanned" | "parse_quote"
            )
        });
        if !quoting {
            self.add_tokens(mac.tokens.clone());
        }
        syn::visit::visit_macro(self, mac);
    }

    fn visit_attribute(&mut self, attribute: &'ast syn::Attribute) {
        if let syn::Meta::List(list) = &attribute.meta {
            self.add_tokens(list.tokens.clone());
        }
        syn::visit::visit_attribute(self, attribute);
    }

    fn visit_path(&mut self, path: &'ast syn::Path) {
        if path.leading_colon.is_none() && path.segments.len() > 1 {
            let segments: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
            self.add(&segments);
        }
        syn::visit::visit_path(self, path);
    }
}

/// The names the private `use`s at the top of `file` bind to paths of the crate (a glob
/// binds none).
fn aliases(file: &File, krate: &Crate) -> BTreeMap<String, ModPath> {
    let mut out = BTreeMap::new();
    for item in &file.syntax.items {
        if let syn::Item::Use(u) = item
            && matches!(u.vis, syn::Visibility::Inherited)
        {
            for (name, path) in use_paths(&u.tree) {
                if name != "*"
                    && let Some(path) = absolute(&path, &file.module, krate)
                {
                    out.insert(name, path);
                }
            }
        }
    }
    out
}

/// Every file's edges: file index to (target file to the path that named it).
fn file_edges(krate: &Crate) -> Vec<Edges> {
    (0..krate.files.len())
        .map(|this| {
            let mut collector = Collector {
                krate,
                this,
                module: krate.files[this].module.clone(),
                edges: Edges::new(),
                aliases: aliases(&krate.files[this], krate),
            };
            collector.visit_file(&krate.files[this].syntax);
            collector.edges
        })
        .collect()
}

/// The strongly connected components of two or more nodes of the graph `edges` over `0..n`
/// (Tarjan's algorithm), each sorted.
fn cycles(n: usize, edges: &[BTreeSet<usize>]) -> Vec<Vec<usize>> {
    struct State<'a> {
        edges: &'a [BTreeSet<usize>],
        index: Vec<Option<usize>>,
        low: Vec<usize>,
        stack: Vec<usize>,
        on_stack: Vec<bool>,
        next: usize,
        found: Vec<Vec<usize>>,
    }
    fn visit(s: &mut State<'_>, v: usize) {
        s.index[v] = Some(s.next);
        s.low[v] = s.next;
        s.next += 1;
        s.stack.push(v);
        s.on_stack[v] = true;
        for &w in s.edges[v].iter() {
            match s.index[w] {
                None => {
                    visit(s, w);
                    s.low[v] = s.low[v].min(s.low[w]);
                }
                Some(i) if s.on_stack[w] => s.low[v] = s.low[v].min(i),
                Some(_) => {}
            }
        }
        if Some(s.low[v]) == s.index[v] {
            let mut component = Vec::new();
            loop {
                let w = s.stack.pop().expect("on the stack");
                s.on_stack[w] = false;
                component.push(w);
                if w == v {
                    break;
                }
            }
            if component.len() > 1 {
                component.sort_unstable();
                s.found.push(component);
            }
        }
    }
    let mut state = State {
        edges,
        index: vec![None; n],
        low: vec![0; n],
        stack: Vec::new(),
        on_stack: vec![false; n],
        next: 0,
        found: Vec::new(),
    };
    for v in 0..n {
        if state.index[v].is_none() {
            visit(&mut state, v);
        }
    }
    state.found
}

/// One cycle: its members (files or modules), and lines naming the edges among them.
type Cycle = (Vec<String>, String);

/// The file cycles of one crate.
fn file_cycles(krate: &Crate, edges: &[Edges]) -> Vec<Cycle> {
    let graph: Vec<BTreeSet<usize>> = edges.iter().map(|e| e.keys().copied().collect()).collect();
    cycles(krate.files.len(), &graph)
        .into_iter()
        .map(|component| {
            let mut text = String::from("files:");
            for &a in &component {
                for (&b, path) in &edges[a] {
                    if component.contains(&b) {
                        let (from, to) = (&krate.files[a].name, &krate.files[b].name);
                        text.push_str(&format!("\n    {from} -> {to} (`{path}`)"));
                    }
                }
            }
            let members = component
                .iter()
                .map(|&f| krate.files[f].name.clone())
                .collect();
            (members, text)
        })
        .collect()
}

/// The module cycles of one crate: file edges lifted to its top-level modules.
fn module_cycles(krate: &Crate, edges: &[Edges], crate_name: &str) -> Vec<Cycle> {
    let mut nodes: Vec<ModPath> = Vec::new();
    let mut lifted: BTreeMap<(usize, usize), (String, String, String)> = BTreeMap::new();
    let node = |path: ModPath, nodes: &mut Vec<ModPath>| match nodes.iter().position(|n| *n == path)
    {
        Some(i) => i,
        None => {
            nodes.push(path);
            nodes.len() - 1
        }
    };
    for (a, targets) in edges.iter().enumerate() {
        for (&b, path) in targets {
            let (from, to) = (&krate.files[a].module, &krate.files[b].module);
            if let (Some(x), Some(y)) = (from.first(), to.first())
                && x != y
            {
                let x = node(vec![x.clone()], &mut nodes);
                let y = node(vec![y.clone()], &mut nodes);
                lifted.entry((x, y)).or_insert_with(|| {
                    let files = (krate.files[a].name.clone(), krate.files[b].name.clone());
                    (files.0, files.1, path.clone())
                });
            }
        }
    }
    let mut graph = vec![BTreeSet::new(); nodes.len()];
    for &(x, y) in lifted.keys() {
        graph[x].insert(y);
    }
    let show = |m: &ModPath| format!("{crate_name}::{}", m.join("::"));
    cycles(nodes.len(), &graph)
        .into_iter()
        .map(|component| {
            let mut text = String::from("modules:");
            for (&(x, y), (from, to, path)) in &lifted {
                if component.contains(&x) && component.contains(&y) {
                    text.push_str(&format!(
                        "\n    {} -> {} ({from} -> {to}, `{path}`)",
                        show(&nodes[x]),
                        show(&nodes[y])
                    ));
                }
            }
            let mut members: Vec<String> = component.iter().map(|&m| show(&nodes[m])).collect();
            members.sort();
            (members, text)
        })
        .collect()
}

/// Every cycle of the workspace.
fn workspace_cycles() -> Vec<Cycle> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut found = Vec::new();
    for dir in CRATES {
        let krate = load(root, dir);
        let edges = file_edges(&krate);
        let name = if dir == "." { "maxn" } else { dir };
        found.extend(file_cycles(&krate, &edges));
        found.extend(module_cycles(&krate, &edges, name));
    }
    found
}

#[test]
fn no_crate_has_an_import_cycle_between_files_or_modules() {
    let found = workspace_cycles();
    let texts: Vec<&str> = found.iter().map(|(_, text)| text.as_str()).collect();
    assert!(
        found.is_empty(),
        "{} import cycles (each edge: the file or module that names, the one named, and the \
         path that names it):\n\n{}",
        found.len(),
        texts.join("\n\n")
    );
}

#[test]
fn the_check_finds_a_planted_cycle_through_a_reexport() {
    let parse = |text: &str| syn::parse_file(text).expect("parses");
    let mut krate = Crate {
        files: Vec::new(),
        modules: BTreeMap::new(),
    };
    let files = [
        (vec![], "mod a; mod b; pub use b::Thing;"),
        (vec!["a"], "pub fn f() -> crate::Thing { todo() }"),
        (vec!["b"], "pub struct Thing; fn g() { super::a::f(); }"),
    ];
    for (index, (module, text)) in files.into_iter().enumerate() {
        let module: ModPath = module.into_iter().map(str::to_owned).collect();
        krate.modules.insert(module.clone(), index);
        krate.files.push(File {
            name: format!(
                "{}.rs",
                if module.is_empty() {
                    "lib".to_owned()
                } else {
                    module.join("/")
                }
            ),
            module,
            syntax: parse(text),
        });
    }
    let edges = file_edges(&krate);
    // `crate::Thing` goes through the root's re-export to `b`, not to the root.
    assert_eq!(edges[1].keys().copied().collect::<Vec<_>>(), [2]);
    let found = file_cycles(&krate, &edges);
    assert_eq!(found.len(), 1, "{found:?}");
    let (members, text) = &found[0];
    assert_eq!(members, &["a.rs", "b.rs"]);
    assert!(text.contains("a.rs -> b.rs (`crate::Thing`)"), "{text}");
    assert!(text.contains("b.rs -> a.rs (`super::a::f`)"), "{text}");
    assert_eq!(module_cycles(&krate, &edges, "x").len(), 1);
}

#[test]
fn the_check_follows_a_module_brought_in_by_a_use_and_a_path_in_a_macro() {
    let parse = |text: &str| syn::parse_file(text).expect("parses");
    let mut krate = Crate {
        files: Vec::new(),
        modules: BTreeMap::new(),
    };
    let files = [
        (vec![], "lib.rs", "mod a; mod m;"),
        (
            vec!["a"],
            "a.rs",
            "use crate::m; pub fn f() -> m::Thing { todo() }",
        ),
        (vec!["m"], "m/mod.rs", "mod x; pub use x::Thing;"),
        (
            vec!["m", "x"],
            "m/x.rs",
            "pub struct Thing; fn g() -> String { format!(\"{:?}\", crate::a::f()) }",
        ),
    ];
    for (index, (module, name, text)) in files.into_iter().enumerate() {
        let module: ModPath = module.into_iter().map(str::to_owned).collect();
        krate.modules.insert(module.clone(), index);
        krate.files.push(File {
            name: name.to_owned(),
            module,
            syntax: parse(text),
        });
    }
    let edges = file_edges(&krate);
    // `m::Thing` is `crate::m::Thing`, defined in `m/x.rs` behind `m`'s re-export.
    assert!(edges[1].contains_key(&3), "{:?}", edges[1]);
    // The path inside `format!` is read from its tokens.
    assert_eq!(edges[3].get(&1).map(String::as_str), Some("crate::a::f"));
    let found = file_cycles(&krate, &edges);
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0].0, ["a.rs", "m/x.rs"]);
}
