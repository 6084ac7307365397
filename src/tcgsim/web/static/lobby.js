// The lobby: choose a game, a format, and for each seat a bot or a person and a deck
// (built-in, or a deck file uploaded as text); POST /api/games; show the seats' links.
"use strict";
const $ = (id) => document.getElementById(id);
let catalog = null;

function option(value, text) {
  const o = document.createElement("option");
  o.value = value; o.textContent = text ?? value; return o;
}

function currentGame() { return catalog.games.find((g) => g.name === $("game").value); }

function drawSeats() {
  const g = currentGame(), f = g.formats[$("format").value];
  $("format-desc").textContent = f.description;
  const box = $("seats"); box.textContent = "";
  f.seats.forEach((name, i) => {
    const d = document.createElement("div"); d.className = "seat row"; d.dataset.seat = i;
    const label = document.createElement("span"); label.className = "label"; label.textContent = name;
    const kind = document.createElement("select"); kind.className = "kind";
    kind.append(option("person", "a person"), option("bot", "a bot"));
    kind.value = i === 0 ? "person" : "bot";
    const bot = document.createElement("select"); bot.className = "agent";
    g.bots.forEach((b) => bot.append(option(b)));
    bot.value = g.bots.includes("heuristic") ? "heuristic" : g.bots[0];
    const deck = document.createElement("select"); deck.className = "deck";
    g.decks.forEach((n) => deck.append(option(n)));
    deck.append(option("__upload", "upload a deck file…"));
    deck.value = f.default_decks[i] && g.decks.includes(f.default_decks[i]) ? f.default_decks[i] : g.decks[0];
    const file = document.createElement("input"); file.type = "file"; file.className = "file"; file.hidden = true;
    deck.onchange = () => { file.hidden = deck.value !== "__upload"; };
    kind.onchange = () => { bot.hidden = kind.value !== "bot"; };
    kind.onchange();
    d.append(label, kind, bot, document.createTextNode("deck"), deck, file);
    box.append(d);
  });
}

function drawFormats() {
  const g = currentGame(), sel = $("format"); sel.textContent = "";
  Object.keys(g.formats).forEach((f) => sel.append(option(f)));
  drawSeats();
}

async function seatSpec(div) {
  const kind = div.querySelector(".kind").value;
  const spec = { kind };
  if (kind === "bot") spec.agent = div.querySelector(".agent").value;
  const deck = div.querySelector(".deck").value;
  if (deck === "__upload") {
    const f = div.querySelector(".file").files[0];
    if (!f) throw new Error(`${div.querySelector(".label").textContent}: choose a deck file to upload`);
    if (f.size > catalog.max_deck_bytes) throw new Error(`${f.name}: the deck file is larger than ${catalog.max_deck_bytes / 1024} KiB`);
    spec.deck = { name: f.name, text: await f.text() };
  } else spec.deck = deck;
  return spec;
}

async function create() {
  $("error").textContent = ""; $("created").hidden = true;
  try {
    const seats = [];
    for (const div of $("seats").children) seats.push(await seatSpec(div));
    const body = { game: $("game").value, format: $("format").value, seats };
    const seed = $("seed").value.trim();
    if (seed !== "") body.seed = Number(seed);
    const r = await fetch("/api/games", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    const out = await r.json();
    if (!r.ok) throw new Error(out.error || r.statusText);
    const ul = $("links"); ul.textContent = "";
    out.seats.forEach((s) => {
      const li = document.createElement("li");
      if (s.link) {
        const a = document.createElement("a"); a.href = s.link; a.textContent = `${s.name}: play`;
        a.className = "seat-link"; a.dataset.seat = s.seat;
        const code = document.createElement("code"); code.textContent = " " + new URL(s.link, location.href).href;
        li.append(a, code);
      } else li.textContent = `${s.name}: bot (${s.agent})`;
      ul.append(li);
    });
    const li = document.createElement("li"), a = document.createElement("a");
    a.href = `/g/${out.id}`; a.textContent = "spectators: watch"; a.className = "watch-link"; li.append(a); ul.append(li);
    $("created").hidden = false;
  } catch (e) { $("error").textContent = e.message; }
}

(async function init() {
  try {
    const r = await fetch("/api/catalog");
    catalog = await r.json();
  } catch (e) { $("error").textContent = "cannot reach the server: " + e.message; return; }
  catalog.games.forEach((g) => $("game").append(option(g.name, g.title || g.name)));
  $("game").onchange = drawFormats; $("format").onchange = drawSeats; $("create").onclick = create;
  drawFormats();
})();
