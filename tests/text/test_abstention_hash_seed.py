"""A refusal's reading does not depend on the hash seed: the words that open the first-person and the source patterns
are tried in the sentence's order, not a set's (a set's order changes with PYTHONHASHSEED, and the first pattern found
decides whether the sentence declines or names a gap)."""
from __future__ import annotations

import os
import subprocess
import sys

import pytest

SENTENCES = [
    "I'm afraid I can't say for certain how your particular prize should be claimed — the documents I have describe "
    "claiming by post with a claim form or at a regional claims centre, but I can't confirm whether a shop can pay it out.",
    "We don't know the exact date, and I can't confirm it from the notes, but the policy page lists the fees.",
    "I'm sorry, we can't help with that, though I don't have the documents' full terms either.",
]
CODE = "import sys; from groundtest.text.abstention import DEFAULT; print(DEFAULT.is_refusal(sys.argv[1]))"


@pytest.mark.parametrize("sentence", SENTENCES)
def test_the_reading_is_the_same_under_every_hash_seed(sentence):
    seen = set()
    for seed in ("0", "1", "2", "3", "4", "5", "6", "7"):
        env = dict(os.environ, PYTHONHASHSEED=seed)
        out = subprocess.run([sys.executable, "-c", CODE, sentence], env=env, capture_output=True, text=True, check=True)
        seen.add(out.stdout.strip())
    assert len(seen) == 1, seen
