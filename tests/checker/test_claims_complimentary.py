"""Class: the organisation's offering stated inside a pleasantry — a thing given free ("Enjoy the complimentary foot
soak", "You'll get a free tote bag"). "Complimentary" says what "free" says: a thing the context never names, given
free, is a claim wherever it is said (critical); the context's own free thing, in either word, is clean. A denied bill
("we do not bill insurers directly") says who is billed, not that something costs nothing: it makes no later "the free
X" the context's.
"""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.text.free import PHRASE

CLINIC = ("At Stepwell an initial assessment costs £65 and lasts 45 minutes. Payment is due at the end of each appointment. "
          "We are registered with Bupa, but we do not bill insurers directly; you claim the cost back using your receipt.")


@pytest.mark.parametrize("word", ["complimentary", "free"])
@pytest.mark.parametrize("thing", ["foot soak", "cup of herbal tea", "nail trim", "tote bag"])
@pytest.mark.parametrize("frame", ["Enjoy the {w} {t} at the end of your appointment — it's a lovely way to finish!",
                                   "You'll also get a {w} {t} after your assessment.",
                                   "Don't forget to ask for your {w} {t} on the way out!"])
def test_a_thing_given_free_that_the_context_never_names_is_a_claim(word, thing, frame):
    response = "An initial assessment costs £65 and lasts 45 minutes. " + frame.format(w=word, t=thing)
    v = check(response, [{"title": "fees.md", "text": CLINIC}])
    assert v.hallucination == "hallucinated", (response, v.findings)


@pytest.mark.parametrize("said,word", [("Every visit ends with a complimentary foot soak.", "free"),
                                       ("Every visit ends with a free foot soak.", "complimentary"),
                                       ("Every visit ends with a complimentary foot soak.", "complimentary")])
def test_the_contexts_own_free_thing_in_either_word_is_clean(said, word):
    response = f"An initial assessment costs £65. Enjoy the {word} foot soak at the end of your appointment!"
    v = check(response, [{"title": "fees.md", "text": CLINIC + " " + said}])
    assert not any(f.rule == "scope" for f in v.findings), v.findings


@pytest.mark.parametrize("text,free", [
    ("we do not bill insurers directly", False),
    ("We don't bill your insurer; you claim it back.", False),
    ("we do not charge you directly", False),
    ("the surgery does not bill the NHS for this", False),
    ("we do not charge for advice", True),
    ("The office does not charge for the first visit", True),
    ("Parking is free of charge", True),
    ("there is no booking fee", True),
])
def test_a_denied_bill_to_someone_is_no_free(text, free):
    assert (PHRASE.search(text) is not None) is free
