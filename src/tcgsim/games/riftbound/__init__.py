"""Riftbound (Riot Games): card facts, deck rules and deck codes; not yet a registered game."""
