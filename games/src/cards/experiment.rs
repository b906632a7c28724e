//! The Sergeant Major experiment of Sturtevant & Korf (2000, Table 2).
