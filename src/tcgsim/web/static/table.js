// A game's table for one seat (or a spectator). The seat's token is the link's #fragment;
// it is sent in the socket's first message. The page draws what the server sends (the
// table, the narration, the decision's options), sends the chosen option with the number
// of the decision it answers, and reconnects by itself when the server goes away.
"use strict";
const $ = (id) => document.getElementById(id);
const gid = location.pathname.split("/").pop();
const token = decodeURIComponent(location.hash.slice(1));
let ws = null, last = null, retry = 0, fatal = false;
let mode = localStorage.getItem("tcgsim-mode") === "text" ? "text" : "board";

function setConn(text, bad) { $("conn").textContent = text; $("conn").style.color = bad ? "var(--bad)" : ""; }

function drawLog(msg) {
  const log = $("log");
  if (msg.reset_log) log.textContent = "";
  const atEnd = log.scrollTop + log.clientHeight >= log.scrollHeight - 4;
  msg.events.forEach((line) => { const d = document.createElement("div"); d.textContent = line; log.append(d); });
  if (atEnd || msg.reset_log) log.scrollTop = log.scrollHeight;
}

function drawDecision(msg) {
  const opts = $("options"); opts.textContent = ""; $("prompt").textContent = "";
  const d = msg.decision;
  if (!d) {
    $("prompt").textContent = msg.finished ? "The game is over." :
      (msg.seat === null ? "You are watching." : `${msg.seats[msg.to_move].name} is deciding…`);
    document.body.dataset.waiting = "1";
    return;
  }
  delete document.body.dataset.waiting;
  $("prompt").textContent = d.prompt || "Choose:";
  d.options.forEach((o) => {
    const b = document.createElement("button");
    b.className = "option"; b.dataset.kind = o.kind; b.dataset.id = o.id; b.dataset.key = o.key;
    const k = document.createElement("span"); k.className = "key"; k.textContent = o.key;
    b.append(k, document.createTextNode(" " + o.label));
    b.onclick = () => act(msg.n, o.kind, o.id);
    opts.append(b);
  });
}

function draw(msg) {
  last = msg;
  document.title = `${msg.title} — tcgsim`;
  $("title").textContent = `${msg.title}${msg.format ? " · " + msg.format : ""}`;
  $("who").textContent = msg.seat === null ? "spectator" : `you are ${msg.seats[msg.seat].name}`;
  document.body.dataset.n = msg.n;
  document.body.dataset.finished = msg.finished ? "1" : "";
  const hidden = '<p class="dim">The table is shown to spectators once the game is over (a person is playing).</p>';
  $("mode").hidden = !msg.has_board;
  $("mode").textContent = msg.mode === "board" ? "show the text table" : "show the board";
  if (msg.mode === "board") {
    $("table").innerHTML = ""; $("table").hidden = true; $("board").hidden = false;
    if (msg.board) drawBoard(msg.board, $("board"), boardContext(msg));
    else $("board").innerHTML = hidden;
  } else {
    $("board").innerHTML = ""; $("board").hidden = true; $("table").hidden = false;
    $("table").innerHTML = msg.table !== null ? msg.table : hidden;
  }
  const banner = $("banner");
  if (msg.finished) {
    banner.hidden = false; banner.className = "banner over"; banner.textContent = "";
    banner.append(document.createTextNode(`Game over: ${msg.outcome}. `));
    const a = document.createElement("a"); a.id = "replay"; a.textContent = "Download the replay";
    a.href = `/api/games/${gid}/replay?token=${encodeURIComponent(token)}`;
    banner.append(a, document.createTextNode(" (check it with tcgsim replay FILE)"));
  } else banner.hidden = true;
  drawLog(msg); drawDecision(msg);
}

function boardContext(msg) {
  const byCard = new Map();
  ((msg.decision && msg.decision.options) || []).forEach((o) => {
    if (o.card !== null && o.card !== undefined) {
      if (!byCard.has(o.card)) byCard.set(o.card, []);
      byCard.get(o.card).push(o);
    }
  });
  return {
    playable: new Set(byCard.keys()),
    // a card with one option: that option; with several: show them
    onCard: (id) => {
      const opts = byCard.get(id) || [];
      if (opts.length === 1) act(msg.n, opts[0].kind, opts[0].id);
      else highlight(opts);
      showCard(id, msg);
    },
    onInfo: (id) => showCard(id, msg),
  };
}

function showCard(id, msg) {
  const c = msg.board && msg.board.cards[String(id)];
  const info = $("info"); info.textContent = "";
  if (!c) return;
  const h = document.createElement("div"); h.className = "info-name"; h.textContent = c.name + (c.code ? ` (${c.code})` : "");
  info.append(h);
  const meta = [c.type, c.stats].filter(Boolean).join(" · ");
  if (meta) { const m = document.createElement("div"); m.className = "dim"; m.textContent = meta; info.append(m); }
  (c.text || []).forEach((l) => { const d = document.createElement("div"); d.className = "info-line"; d.textContent = l; info.append(d); });
}

function highlight(opts) {
  const want = new Set(opts.map((o) => `${o.kind}:${o.id}`));
  for (const b of $("options").children) b.classList.toggle("hl", want.has(`${b.dataset.kind}:${b.dataset.id}`));
  const first = [...$("options").children].find((b) => b.classList.contains("hl"));
  if (first) first.scrollIntoView({ block: "nearest" });
}

function act(n, kind, id) {
  $("error").textContent = "";
  if (!ws || ws.readyState !== WebSocket.OPEN) { $("error").textContent = "not connected; reconnecting…"; return; }
  for (const b of $("options").children) b.disabled = true;
  ws.send(JSON.stringify({ type: "act", n, kind, id }));
}

function connect() {
  const proto = location.protocol === "https:" ? "wss" : "ws";
  ws = new WebSocket(`${proto}://${location.host}/ws/${gid}`);
  ws.onopen = () => { retry = 0; setConn("connected"); ws.send(JSON.stringify({ type: "hello", token, mode })); };
  ws.onmessage = (ev) => {
    const msg = JSON.parse(ev.data);
    if (msg.type === "state") draw(msg);
    else if (msg.type === "info") $("info").innerHTML = msg.html || `<p class="dim">no card you can see answers to “${msg.query}”</p>`;
    else if (msg.type === "error") {
      $("error").textContent = msg.message;
      for (const b of $("options").children) b.disabled = false;
      if (msg.fatal) { fatal = true; setConn("refused", true); }
    }
  };
  ws.onclose = () => {
    if (fatal) return;
    setConn("disconnected: reconnecting…", true);
    document.body.dataset.offline = "1";
    retry = Math.min(retry + 1, 8);
    setTimeout(() => { delete document.body.dataset.offline; connect(); }, 250 * retry);
  };
}

$("mode").onclick = () => {
  mode = mode === "board" ? "text" : "board";
  localStorage.setItem("tcgsim-mode", mode);
  if (ws && ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ type: "mode", mode }));
};
$("ask").onclick = () => { if (ws && ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ type: "info", query: $("query").value })); };
$("query").addEventListener("keydown", (e) => { if (e.key === "Enter") $("ask").click(); });
document.addEventListener("keydown", (e) => {
  if (e.target.tagName === "INPUT" || !last || !last.decision) return;
  const b = [...$("options").children].find((x) => x.dataset.key === e.key);
  if (b && !b.disabled) b.click();
});
connect();
