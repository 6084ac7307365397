// The generic board renderer: draws a board (see tcgsim/web/boards/__init__.py for its
// shape) into an element. Cards are boxes with their name, stats and tags; hovering shows
// their words, and a card that an option of the pending decision acts on is marked
// "playable": clicking it calls onCard(id).
"use strict";

function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined && text !== null) e.textContent = text;
  return e;
}

function drawCard(entry, cards, ctx) {
  if (entry === null || entry === undefined) return el("div", "card empty", "empty");
  if (typeof entry === "number") entry = { id: entry };
  if (entry.back) {
    const b = el("div", "card back");
    b.append(el("div", "name", "face down"));
    (entry.tags || []).forEach((t) => b.append(el("div", "tag", t)));
    return b;
  }
  const c = cards[String(entry.id)] || { name: `card ${entry.id}` };
  const box = el("div", "card");
  box.dataset.card = entry.id;
  if (c.color) box.style.borderColor = c.color;
  const name = el("div", "name", c.name);
  if (c.color) name.style.color = c.color;
  box.append(name);
  if (c.type) box.append(el("div", "type", c.type));
  const stats = entry.stats || c.stats;
  if (stats) box.append(el("div", "stats", stats));
  (entry.tags || []).forEach((t) => box.append(el("div", "tag", t)));
  const tip = [c.name + (c.code ? ` (${c.code})` : ""), [c.type, c.stats].filter(Boolean).join(" · ")]
    .concat(c.text || []).filter(Boolean).join("\n");
  box.title = tip;
  if (entry.under && entry.under.length) {
    const u = el("div", "under");
    entry.under.forEach((x) => u.append(drawCard(x, cards, ctx)));
    box.append(u);
  }
  if (ctx.playable.has(entry.id)) {
    box.classList.add("playable");
    box.onclick = () => ctx.onCard(entry.id);
  } else box.onclick = () => ctx.onInfo(entry.id);
  return box;
}

function drawZone(z, cards, ctx) {
  const box = el("div", `zone zone-${z.kind}`);
  if (z.wide) box.classList.add("wide");
  box.dataset.zone = z.name;
  box.append(el("div", "zone-name", z.name));
  if (z.note) box.append(el("div", "zone-note", z.note));
  const body = el("div", "zone-body");
  if (z.kind === "cards") {
    (z.cards || []).forEach((e) => body.append(drawCard(e, cards, ctx)));
    if (!(z.cards || []).length) body.append(el("div", "dim", "none"));
  } else if (z.kind === "slots") {
    (z.cards || []).forEach((e, i) => {
      const s = el("div", "slot");
      if (z.labels && z.labels[i]) s.append(el("div", "slot-label", z.labels[i]));
      s.append(drawCard(e, cards, ctx));
      body.append(s);
    });
  } else if (z.kind === "pile") {
    const p = el("div", "pile");
    p.append(el("div", "count", String(z.count)));
    body.append(p);
    if (z.top !== undefined && z.top !== null) body.append(drawCard(z.top, cards, ctx));
    if (z.known && z.known.length) {
      const k = el("div", "known");
      k.append(el("div", "zone-note", "known:"));
      z.known.forEach((e) => k.append(drawCard(e, cards, ctx)));
      body.append(k);
    }
  } else if (z.kind === "stats") {
    const t = el("table", "stats-table");
    (z.items || []).forEach(([k, v]) => {
      const tr = el("tr");
      tr.append(el("th", null, k), el("td", null, String(v)));
      t.append(tr);
    });
    body.append(t);
  } else if (z.kind === "track") {
    const t = el("div", "track");
    (z.cells || []).forEach((c) => {
      const cell = el("div", "cell" + (c.hot ? " hot" : ""));
      cell.append(el("div", "cell-label", c.label));
      (c.marks || []).forEach((m) => cell.append(el("div", "mark", m)));
      t.append(cell);
    });
    body.append(t);
  } else {
    (z.lines || []).forEach((l) => body.append(el("div", "line", l)));
  }
  box.append(body);
  return box;
}

function drawBoard(board, root, ctx) {
  root.textContent = "";
  board.areas.forEach((a) => {
    const area = el("section", `area side-${a.side || "shared"}`);
    area.dataset.area = a.title;
    area.append(el("h3", "area-title", a.title));
    if (a.note) area.append(el("div", "area-note", a.note));
    const zones = el("div", "zones");
    a.zones.forEach((z) => zones.append(drawZone(z, board.cards, ctx)));
    area.append(zones);
    root.append(area);
  });
}

window.drawBoard = drawBoard;
