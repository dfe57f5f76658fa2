"""Abstention detection: declines and gap statements, not negation about the world."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from groundtest.text.abstention import DEFAULT, PatternDetector, PinnedDetector, make_detector
from groundtest.text.analysis import RefusalDetector, analyse
from groundtest.text import split_sentences

REFUSALS = [
    "The documents I have don't say when the makeup class is.",
    # the source named as what it is: a syllabus, a schedule, a website, a notice
    "The syllabus doesn't say.",
    "The schedule doesn't list a makeup class.",
    "It isn't mentioned in the syllabus.",
    "The website does not show prices.",
    "There's nothing about that in the documents.",
    "There is nothing in the notes about refunds.",
    "I found nothing about a makeup class.",
    "We found no mention of a makeup class in the syllabus.",
    "The notes you gave me do not mention a makeup class.",
    # declines in the first person
    "I can't find that in the provided documents.",
    "I couldn't find anything about weekend hours.",
    "Sorry, I couldn't find that in the documents.",
    "I could not locate the fee schedule.",
    "I don't know.",
    "I dont know the answer to that.",
    "I do not know when the branch reopens.",
    "I'm unable to answer that from the documents.",
    "I am unable to help with that.",
    "I do not have enough information to answer.",
    "I don't have the details on that.",
    "I have no information about parking.",
    "I cannot help with that.",
    "I can’t help with that.",
    "I cant help with that request.",
    "I'm not able to confirm that.",
    "I’m not able to say.",
    "I can't give you the current one.",
    "I must decline to answer that.",
    "I won't be able to help with that.",
    "I'm afraid I can't share that.",
    "We are unable to provide that information.",
    "The assistant cannot answer this question.",
    "I'd rather not guess.",
    "I'm not sure what the Sunday hours are.",
    "Unfortunately, I cannot answer that.",
    # gaps in the sources
    "The notes don't say whether you can renew online.",
    "The notes dont say.",
    "The documents don’t mention Sunday opening hours.",
    "The documents do not cover late fees for DVDs.",
    "The provided documents do not specify the deadline.",
    "The context does not contain the opening hours.",
    "The rules don't say whether you can renew online.",
    "The policy doesn't mention a fee for renewals.",
    "The FAQ doesn't include prices.",
    "There is no information about parking in the context.",
    "There's no mention of a student discount.",
    "There isn't any information on that.",
    "No details are given about the refund window.",
    "Not mentioned in the notes.",
    "That isn't covered in the documents.",
    "The deadline is not specified in the policy.",
    "It is not stated in the provided context.",
    "The fee isn't provided in the sources.",
    "It isn't in the policy.",
    "It's not in the documents.",
    "Unfortunately, that information is not available.",
    "This cannot be determined from the context.",
    "Nothing in the documents mentions a deposit.",
    "None of the sources mention parking.",
    "The documents are silent on weekend hours.",
    "That question is beyond the scope of the provided documents.",
    "Not specified.",
    "The guest Wi-Fi password changes every Monday, so I can't give you the current one; it isn't in the policy.",
    "The notes don't say whether you can renew online, but the loan period is 21 days.",
    "I couldn't find the fee in the documents, but the loan period is 21 days.",
    "  THE DOCUMENTS   DO NOT MENTION   IT.  ",
]

ANSWERS = [
    # negation about the world is an answer
    "You do not need a receipt.",
    "Refunds are not available after 30 days.",
    "The office is not open on Sundays.",
    "Late fees don't apply to children's books.",
    "Children's books don’t incur late fees.",
    "You can't renew a reserved item.",
    "Members cannot borrow more than 8 books.",
    "There is no fee for renewals.",
    "No, you don't need a receipt.",
    "We cannot refund digital purchases.",
    "We can't accept returns after 30 days.",
    "We don't charge late fees on children's books.",
    "The warranty doesn't cover water damage.",
    "The policy does not cover water damage.",
    "The policy doesn't allow renewals for reserved items.",
    "The rules do not apply to staff.",
    "The library does not have a 3D printer.",
    "Pets are not allowed in the library.",
    "Water damage is not covered by the warranty.",
    "You won't be charged for the first week.",
    "It doesn't matter which branch you visit.",
    "Nothing else is required.",
    "If you don't return it on time, a fee applies.",
    "The loan period is 21 days, not 14.",
    "The card doesn't expire.",
    "Not all branches open on Sundays.",
    "The library isn't open on public holidays.",
    "You don't have to pay for the first replacement card.",
    "The documents say the fee is $0.25.",
    "Renewals are not possible for reserved items.",
    "Study rooms cannot be booked for more than 2 hours.",
    "Don't forget to bring your card.",
    "I don't think that's right; the fee is $0.25.",
    "The loan period is 21 days and you can renew it online at the front desk.",
    # quoted, narrated, idioms, and limits that go on to answer
    '"I cannot help," Alice said.',
    "‘I can’t help,’ Alice said softly.",
    "I cannot help, said the guard.",
    "For example: I cannot help with that request.",
    "The policy text says: I cannot provide legal advice.",
    "I cannot recommend this enough.",
    "I can't wait to show you.",
    "I cannot help but admire the result.",
    "I can't tell you how much your help means to me.",
    "I will not only explain it; I will demonstrate it.",
    "I cannot access the internet, but I can explain the process.",
    "We cannot confirm the exact date, but it was approximately June.",
    "I'm sorry to hear that.",
    "I am unable to refuse your request.",
    "I found nothing wrong with the order.",
    "Nothing about the plan changed in 2024.",
    "There is nothing about refunds that would surprise you.",
    "The report says revenue grew 5%.",
    "The schedule lists no classes on Monday.",
    "He doesn't say much in class.",
]

FILLERS = [
    "Hope this helps!",
    "I hope this helps.",
    "Sorry.",
    "I'm sorry.",
    "Is there anything else I can help with?",
    "Is there anything else I can help you with today?",
    "Let me know if you have other questions.",
    "Please let me know if you need anything else.",
    "Feel free to ask if you have more questions!",
    "Thanks for asking!",
    "Great question!",
    "Have a great day!",
    "You're welcome.",
    "Happy to help!",
    "Sure!",
    "👍",
]

NOT_FILLERS = [
    "The fee is $5.",
    "Sorry, the fee is $5.",
    "Let me explain: the fee is $5.",
    "I hope the fee of $5 is fine.",
    "Thanks to the new policy, renewals are free.",
]


@pytest.mark.parametrize("sentence", REFUSALS)
def test_refusals(sentence: str) -> None:
    assert DEFAULT.is_refusal(sentence)


@pytest.mark.parametrize("sentence", ANSWERS)
def test_answers_are_not_refusals(sentence: str) -> None:
    assert not DEFAULT.is_refusal(sentence)


@pytest.mark.parametrize("sentence", FILLERS)
def test_fillers(sentence: str) -> None:
    assert DEFAULT.is_filler(sentence)


@pytest.mark.parametrize("sentence", NOT_FILLERS + REFUSALS[:5])
def test_statements_are_not_fillers(sentence: str) -> None:
    assert not DEFAULT.is_filler(sentence)


def test_tables_are_big_enough() -> None:
    assert len(REFUSALS) >= 30 and len(ANSWERS) >= 30


def test_protocol_and_factory() -> None:
    assert isinstance(DEFAULT, PatternDetector)
    detector: RefusalDetector = make_detector()
    assert detector is DEFAULT
    assert make_detector([]) is DEFAULT
    assert make_detector(["", "  "]) is DEFAULT
    assert isinstance(make_detector(["I can't answer that."]), PinnedDetector)


def test_pinned_detector_matches_only_the_pinned_sentence() -> None:
    pinned = PinnedDetector(["I’m sorry, I can’t answer that from the library rules."])
    assert pinned.is_refusal("i'm SORRY,  I can't answer that from the library rules")
    assert pinned.is_refusal('"I’m sorry, I can’t answer that from the library rules!"')
    assert not pinned.is_refusal("I don't know.")  # the default would say yes
    assert not pinned.is_refusal("I'm sorry, I can't answer that from the rules.")
    assert pinned.is_filler("Hope this helps!")
    assert not pinned.is_filler("The fee is $5.")


def test_pinned_refusal_of_several_sentences() -> None:
    pinned = make_detector(["I can't answer that. Please ask at the front desk."])
    assert pinned.is_refusal("I can't answer that.")
    assert pinned.is_refusal("I can't answer that. Please ask at the front desk.")
    assert not pinned.is_refusal("Please ask at the front desk.")
    assert pinned.is_filler("Please ask at the front desk.")


def test_analysis_marks_refusals_and_fillers() -> None:
    text = "The loan period is 21 days. The rules don't say whether you can renew online. Hope this helps!"
    analysis = analyse(text, DEFAULT)
    assert analysis.refusals == frozenset({1})
    assert analysis.fillers == frozenset({2})
    assert analysis.answering == [0]
    assert analysis.declines


# ------------------------------------------------------------------ second opinion (peer labels)

PEER = Path(__file__).resolve().parents[2].parent / "shared" / "bench" / "refusal" / "refusal_peer.jsonl"  # ../shared beside the repo
# Measured 0.947 (n=524 non-mixed lines, precision 0.966, recall 0.941); see
# bench/refusal_agreement.py --show for the disagreements. Most are deliberate: conditional
# declines ("I cannot answer without more context") and uncertainty ("I cannot tell whether …")
# are abstentions for groundtest; capability limits that go on to offer something ("…, but I can
# explain …") are not; and a few safety-only phrasings are out of scope.
PEER_FLOOR = 0.93


def test_agreement_with_peer_refusal_labels() -> None:
    if not PEER.exists():
        pytest.skip(f"{PEER} not present")
    with PEER.open(encoding="utf-8") as fh:  # not str.splitlines(): texts contain U+2028
        rows = [json.loads(line) for line in fh if line.strip()]
    rows = [r for r in rows if not r.get("mixed")]
    agree = sum(
        any(DEFAULT.is_refusal(s.text) for s in split_sentences(r["text"])) == bool(r["refusal"]) for r in rows
    )
    assert len(rows) > 400
    assert agree / len(rows) >= PEER_FLOOR, f"agreement {agree / len(rows):.3f} < {PEER_FLOOR}"


def test_gap_clauses_of_a_sentence_that_goes_on_to_answer() -> None:
    a = analyse("I couldn't find whether cheques are accepted, but a card costs $3. Cards cost $3; no cheques.", DEFAULT)
    assert a.refusals == frozenset()  # each sentence answers
    first = a.sentences[0].text
    assert [first[x:y] for x, y in a.gap_clauses(0)] == ["I couldn't find whether cheques are accepted"]
    assert a.gap_clauses(1) == []
    assert analyse("A card costs $3, but printing is extra.", DEFAULT).gap_clauses(0) == []


def test_cue_positions_are_the_offsets_of_the_cue_tokens() -> None:
    """PatternDetector.cue_positions (issue 17: one tokenisation of the response shared by every
    sentence's gate): the start of every token that is a cue word, adjacent and repeated ones too;
    None for a text that is not ASCII; empty exactly when might_refuse is False."""
    import random
    import re

    from groundtest.text.abstention import _CUES, _TOKEN_BYTES

    rng = random.Random(3)
    words = [w.decode() for w in sorted(_CUES)] + ["the", "x", "no.", "not,", "'no'", "don't'", "1no", "no1", "nope",
                                                     "Not", "CAN'T", "-no-", "no\n", "(none)"]
    texts = ["not not no", "no", "No. No! no?", "cannot\ncannot\tcan't", ""] + [
        " ".join(rng.choice(words) for _ in range(rng.randint(0, 12))) for _ in range(5000)]
    for text in texts:
        tb = text.lower().encode().translate(_TOKEN_BYTES)
        want = [m.start() for m in re.finditer(rb"[^ ]+", tb) if m.group() in _CUES]
        got = DEFAULT.cue_positions(text)
        assert sorted(got) == want, text
        assert bool(got) == DEFAULT.might_refuse(text), text
    assert DEFAULT.cue_positions("It isn’t mentioned.") == [3]  # straightened as a sentence is
    assert DEFAULT.cue_positions("Straße: not listed.") is None  # casefolding moves the offsets
