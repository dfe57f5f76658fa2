"""Runs: the SQLite run store (:mod:`.store`), recording a ``score`` run into it as it streams
(:mod:`.recorder`), and ``score --repeat`` (:mod:`.repeat`).

Nothing is imported here, so importing the store does not import the scorer.
"""
