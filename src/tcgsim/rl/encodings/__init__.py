"""The per-game encodings of tcgsim.rl (one module per game)."""
