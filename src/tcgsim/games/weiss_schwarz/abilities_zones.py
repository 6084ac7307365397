"""Vocabulary of the zone moves (executed in verbs_zones.py; abilities.py takes them in): cards
moved between the zones other than the deck top -- the clock, the level zone, the hand, the
waiting room, the memory, the stock -- of either player, characters rested, moved and put
on the stage from the hand, this card moved somewhere now or at the beginning of your next
encore step; their parameters, value checks and the words `describe` gives them.

  pick_move     choose [up to] N cards (matching `filter`) in a zone of yours / your
                opponent's (`whose`) and put them into another zone (`to`); `chooser` is who
                chooses (the zone's owner for a hidden hand)
  zone_exchange choose a card of zone `a` and a card of zone `b` of yours and exchange
                them (both move, or neither: see verbs_zones)
  pile_move     the top / bottom N cards of a player's stock, clock or deck into a zone
                (`ask`: "you may" / "your opponent may", asked to that player)
  stock_reset   a player's whole stock goes to their deck (shuffled) or waiting room, then as
                many cards from the top of their deck go face down into their stock
  waiting_reset a player chooses 1 card of their waiting room matching `keep`; every other
                card of it goes to their deck, which they shuffle
  self_to       this card (on the stage, or an event resolving) into a zone; `marked`: only
                if `mark_self` marked it and it has not left the stage since
  mark_self     remember this card on the stage (for a later `self_to` with `marked`)
  move_chosen   move a chosen character (or this card) to another open position of its
                owner's stage / center stage
  opp_draw      your opponent may draw N cards (asked to them, all or none)
  deck_shuffle  shuffle your / your opponent's deck
  rest_pick     choose [up to] N characters (`target`, a choice) and 【REST】 them; ctx["done"]
                counts the ones that became 【REST】 ("If you 【REST】 2 characters, …")
  self_to_marker  this card from the stage face down underneath the chosen character (`target`)
                as a marker
  memory_bounce put the chosen character (`target`) into its owner's memory; it is "that"
                character for a `delayed` ability with `that` (whose `memory_return` puts it back)
  memory_return its owner puts "that" character from their memory on any position of their
                stage (the ability's `extra`; nothing if it is no longer in the memory)

The condition `done` ("If you do, …"): the effect before moved its card(s) (ctx["done"]);
`done = N` (a number): at least N of them ("If you 【REST】 2 characters, …").
The filter key `status` ("stand" / "rest" / "reverse", values.matches) reads a character's
state on the stage: "choose 1 of your 【STAND】 characters, and 【REST】 it".
The event `your_encore_step_start`: "at the beginning of your (next) encore step" -- the
encore step of your own turn only (attack.step_encore_step).
"""

from __future__ import annotations

VERBS_ZONES = {
    "pick_move": ({"from", "to", "n", "up_to", "filter", "whose", "chooser", "shuffle"}, "once"),
    "deck_shuffle": ({"whose"}, "once"),
    "zone_exchange": ({"a", "b"}, "once"),
    "pile_move": ({"whose", "from", "end", "n", "to", "ask"}, "once"),
    "stock_reset": ({"whose", "via"}, "once"),
    "waiting_reset": ({"whose", "filter"}, "once"),
    "self_to": ({"to", "marked", "from"}, "once"),
    "mark_self": (set(), "once"),
    "move_chosen": ({"target", "slots"}, "once"),
    "opp_draw": ({"n"}, "once"),
    "rest_pick": ({"target"}, "once"),
    "self_to_marker": ({"target"}, "once"),
    "memory_bounce": ({"target"}, "once"),
    "memory_return": (set(), "once"),
}

CONDITIONS_ZONES = {
    "done": "the effect before this one was done (\"If you do, …\": it moved its card)",
}

EVENTS_ZONES = {
    "your_encore_step_start": "at the beginning of your encore step (of your own turn)",
}

STATUS = ("stand", "rest", "reverse")
PICK_FROM = ("clock", "level", "waiting", "memory", "hand")
PICK_TO = ("hand", "clock", "clock_bottom", "memory", "waiting", "stock", "level", "deck",
           "deck_top", "deck_bottom", "deck_top_or_bottom", "marker")
EXCHANGE_ZONES = ("level", "waiting", "hand", "clock")
PILES = ("stock", "clock", "deck")
PILE_TO = ("waiting", "hand", "clock", "memory", "stock")
SELF_TO = ("waiting", "memory", "hand", "stock", "clock", "deck_bottom")
WHO = ("you", "opponent")


def _count(v, name: str) -> None:
    if not isinstance(v, int) or isinstance(v, bool) or v < 1:
        raise ValueError(f"verb {name!r}: n is a count of 1 or more")


def _one_of(e: dict, key: str, allowed, name: str, default=None) -> None:
    v = e.get(key, default)
    if v not in allowed:
        raise ValueError(f"verb {name!r}: {key} must be one of {', '.join(map(str, allowed))}; got {v!r}")


def check(e: dict, check_filter) -> None:
    v = e["verb"]
    if v == "pick_move":
        _one_of(e, "from", PICK_FROM, v)
        _one_of(e, "to", PICK_TO, v)
        _one_of(e, "whose", WHO, v, "you")
        _one_of(e, "chooser", WHO, v, "you")
        _count(e.get("n", 1), v)
        if e["from"] == e["to"]:
            raise ValueError("verb 'pick_move': from and to are the same zone")
        if ("shuffle" in e) != (e["to"] == "deck") or e.get("shuffle", "always") not in ("always", "if_done"):
            raise ValueError("verb 'pick_move': to = \"deck\" goes with shuffle = \"always\" | "
                             "\"if_done\" (the deck is shuffled after)")
        if e["from"] == "hand" and e.get("whose", "you") != e.get("chooser", "you"):
            raise ValueError("verb 'pick_move': a hand is chosen from by its owner only (hidden)")
        if e["to"] == "marker" and e.get("whose", "you") != "you":
            raise ValueError("verb 'pick_move': a marker (underneath this card) comes from your own zone")
        if e["from"] == "hand" and e["to"] not in ("clock", "clock_bottom", "waiting", "memory", "level", "marker"):
            raise ValueError("verb 'pick_move': from the hand only into a public zone (face up)")
    elif v == "zone_exchange":
        sides = []
        for k in ("a", "b"):
            s = e.get(k)
            if not isinstance(s, dict) or set(s) - {"zone", "filter", "end"}:
                raise ValueError(f"verb 'zone_exchange': {k} is {{zone=…, filter=…, end=\"bottom\"}}")
            _one_of(s, "zone", EXCHANGE_ZONES, v)
            if "end" in s and (s["end"] not in ("bottom", "this") or s["zone"] != "clock" or "filter" in s):
                raise ValueError("verb 'zone_exchange': end = \"bottom\" / \"this\" names the bottom "
                                 "card of the clock / this card in the clock (no filter)")
            if s["zone"] == "clock" and "end" not in s:
                raise ValueError("verb 'zone_exchange': a clock side is its bottom card")
            if "filter" in s:
                check_filter(s["filter"])
            sides.append(s["zone"])
        if sides[0] == sides[1]:
            raise ValueError("verb 'zone_exchange': the two sides are in different zones")
    elif v == "pile_move":
        _one_of(e, "from", PILES, v)
        _one_of(e, "to", PILE_TO, v)
        _one_of(e, "whose", WHO, v, "you")
        _one_of(e, "end", ("top", "bottom"), v, "top")
        _count(e.get("n", 1), v)
        if "ask" in e:
            _one_of(e, "ask", WHO, v)
            if e.get("n", 1) != 1:
                raise ValueError("verb 'pile_move': an optional move (ask) is of 1 card")
        if e["from"] == e["to"] or (e["from"] == "deck" and e.get("end", "top") != "top"):
            raise ValueError("verb 'pile_move': from the top of the deck, to another zone")
        if (e["from"] == "stock" and e["to"] in ("hand", "stock")) or (e["from"] == "deck" and e["to"] == "hand"):
            raise ValueError("verb 'pile_move': a face-down card goes to a public zone (or the stock)")
    elif v == "stock_reset":
        _one_of(e, "whose", WHO, v, "you")
        _one_of(e, "via", ("deck", "waiting"), v)
    elif v == "waiting_reset":
        _one_of(e, "whose", WHO, v, "you")
    elif v == "self_to":
        _one_of(e, "to", SELF_TO, v)
        _one_of(e, "from", ("stage", "waiting"), v, "stage")
        if e.get("from") == "waiting" and e["to"] == "waiting":
            raise ValueError("verb 'self_to': from the waiting room to another zone")
    elif v == "move_chosen":
        _one_of(e, "slots", ("any", "center"), v, "any")
    elif v == "deck_shuffle":
        _one_of(e, "whose", WHO, v, "you")
    elif v == "opp_draw":
        _count(e.get("n", 1), v)
    elif v in ("rest_pick", "self_to_marker", "memory_bounce"):
        t = e.get("target")
        if not isinstance(t, dict) or "choose" not in t or (v == "self_to_marker" and (
                t["choose"] != 1 or t.get("up_to") or t.get("from") not in ("your_stage", "your_other_stage"))) or (
                v == "memory_bounce" and (t["choose"] != 1 or t.get("up_to"))):
            raise ValueError(f"verb {v!r}: target is a choice {{choose=N, from=...}}"
                             + (" of 1 of your characters" if v == "self_to_marker" else ""))


_ZONE = {"clock": "clock", "clock_bottom": "clock (at the bottom)", "level": "level zone",
         "waiting": "waiting room", "memory": "memory", "hand": "hand", "stock": "stock",
         "deck": "deck (shuffled)", "deck_top": "deck (on top)",
         "deck_bottom": "deck (at the bottom)", "deck_top_or_bottom": "deck (on top or at the bottom)",
         "marker": "markers (underneath this card)"}


def _whose(e: dict) -> str:
    return "your opponent's" if e.get("whose") == "opponent" else "your"


def words(e: dict, filter_words, target_words) -> str | None:
    v = e["verb"]
    if v == "pick_move":
        who = "your opponent chooses" if e.get("chooser") == "opponent" else "choose"
        what = filter_words(e["filter"]) if e.get("filter") else "card"
        n = f"{'up to ' if e.get('up_to') else ''}{e.get('n', 1)}"
        if e["to"] == "marker":
            return f"{who} {n} {what}(s) in your {_ZONE[e['from']]} and put them underneath this card as markers"
        return (f"{who} {n} {what}(s) in {_whose(e)} {_ZONE[e['from']]} and put them into "
                f"{'their owner' if e.get('whose') == 'opponent' else 'your'}'s {_ZONE[e['to']]}"
                .replace("your's", "your"))
    if v == "zone_exchange":
        def side(s):
            if s.get("end") == "bottom":
                return "the bottom card of your clock"
            if s.get("end") == "this":
                return "this card in your clock"
            what = filter_words(s["filter"]) if s.get("filter") else "card"
            return f"1 {what} in your {_ZONE[s['zone']]}"
        return f"choose {side(e['a'])} and {side(e['b'])}, and exchange them (both or neither)"
    if v == "pile_move":
        n = e.get("n", 1)
        cards = "card" if n == 1 else f"{n} cards"
        may = {"you": "you may ", "opponent": "your opponent may "}.get(e.get("ask"), "")
        return (f"{may}put the {e.get('end', 'top')} {cards} of {_whose(e)} {e['from']} into its "
                f"owner's {_ZONE[e['to']]}")
    if v == "stock_reset":
        how = ("returns all cards of their stock to their deck and shuffles it"
               if e["via"] == "deck" else "puts all cards of their stock into their waiting room")
        who = "your opponent" if e.get("whose") == "opponent" else "you"
        return f"{who} {how}, then puts as many cards from the top of their deck into their stock"
    if v == "waiting_reset":
        who = "your opponent" if e.get("whose") == "opponent" else "you"
        keep = filter_words(e["filter"]) if e.get("filter") else "card"
        return (f"{who} chooses 1 {keep} in their waiting room, returns all other cards of their "
                f"waiting room to their deck, and shuffles it")
    if v == "self_to":
        when = "if this card is still the one marked, " if e.get("marked") else ""
        frm = " from your waiting room" if e.get("from") == "waiting" else ""
        return f"{when}put this card{frm} into your {_ZONE[e['to']]}"
    if v == "mark_self":
        return "remember this card (while it stays on the stage)"
    if v == "move_chosen":
        where = "center stage" if e.get("slots") == "center" else "stage"
        return f"move {target_words(e['target'])} to another open position of its owner's {where}"
    if v == "deck_shuffle":
        return f"shuffle {_whose(e)} deck"
    if v == "opp_draw":
        return f"your opponent may draw {e.get('n', 1)} card(s)"
    if v == "rest_pick":
        return f"choose {target_words(e['target'])} and 【REST】 them"
    if v == "memory_bounce":
        return f"put {target_words(e['target'])} into its owner's memory"
    if v == "memory_return":
        return "its owner puts that character from their memory on any position of their stage"
    if v == "self_to_marker":
        return f"choose {target_words(e['target'])} and put this card face down underneath it as a marker"
    return None


def condition_words(k: str, v) -> str | None:
    if k == "done":
        if v is True:
            return "you did (the effect before was done)"
        return f"the effect before moved or rested {v} or more cards"
    return None


def check_condition(c: dict) -> None:
    v = c.get("done", True)
    if v is not True and (type(v) is not int or v < 1):
        raise ValueError("condition 'done' is true or a count of 1 or more")


def status_words(v: str) -> str:
    return {"stand": "【STAND】", "rest": "【REST】", "reverse": "【REVERSE】"}[v]


# ---- narration (narrate.py calls this once: the events verbs_zones emits, its decisions) ----------
def register_narration(events: dict, choice_words: dict, yes_no_words: dict, seat, card) -> None:
    zone = {"clock_bottom": "clock (at the bottom)", "level": "level zone", "waiting": "waiting room",
            "deck": "deck", "deck_top": "deck (on top)", "deck_bottom": "deck (at the bottom)",
            "deck_top_or_bottom": "deck (on top)", "resolution": "resolution zone"}

    def zone_move(g, T, v, q, x, frm, to):
        return f"{card(T, x)} goes from {seat(g, q)}'s {zone.get(frm, frm)} to their {zone.get(to, to)}."

    def exchange(g, T, v, p, x, za, y, zb):
        return (f"{seat(g, p)} exchanges {card(T, x)} ({zone.get(za, za)}) and {card(T, y)} "
                f"({zone.get(zb, zb)}).")

    def stock_reset(g, T, v, q, cards, via):
        return (f"{seat(g, q)}'s {len(cards)} stock card(s) go to their "
                f"{'deck, which is shuffled' if via == 'deck' else 'waiting room'}.")

    def waiting_reset(g, T, v, q, x, k):
        keep = f"all but {card(T, x)}" if x >= 0 else "all"
        return f"{seat(g, q)} returns {keep} of their waiting room ({k} cards) to the deck and shuffles it."

    events.update({"zone_move": zone_move, "exchange": exchange, "stock_reset": stock_reset,
                   "waiting_reset": waiting_reset})
    choice_words.update({"pick_moved": "choose a card to move", "xchg_a": "choose a card to exchange",
                         "xchg_b": "choose the card to exchange it with",
                         "waiting_reset_keep": "choose the card that stays in the waiting room"})
    yes_no_words.update({"pick_to_bottom": "yes or no: put that card at the bottom of the deck (no: on top)?",
                         "opp_draw_yes": "yes or no: draw the cards your opponent's effect offers?",
                         "pile_move_yes": "yes or no: move that card?"})
