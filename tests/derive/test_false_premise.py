from __future__ import annotations

import json
import random
import re
from dataclasses import replace
from pathlib import Path

import pytest

from groundtest.derive.common import Corpus
from groundtest.derive.false_premise import false_premise
from groundtest.text.matching import TextIndex
from groundtest.model import Chunk

from .conftest import verdict


def _context_states(case, value: str) -> bool:
    return any(TextIndex(c.text).contains(value) for c in case.context)


def test_a_value_the_query_shares_with_the_context_is_changed(cases, corpus):
    source = cases["borrow-limit"]
    made = false_premise(source, random.Random(0), corpus)
    m = re.fullmatch(r"Can I borrow (\d+) books at a time\?", made.query)
    assert m and m.group(1) != "8"
    assert not _context_states(made, f"{m.group(1)} books")
    assert (made.id, made.type, made.expect) == ("borrow-limit~false_premise", "false_premise", "answer")
    assert made.context == source.context
    assert made.must_include == [["8 books"]] and made.must_not_include == []
    assert made.response is None
    assert made.meta == {"derived_from": "borrow-limit", "perturbation": "false_premise",
                         "premise": {"how": "query_value", "was": "8 books", "now": f"{m.group(1)} books"}}


def test_without_a_value_in_the_query_the_changed_fact_is_stated_before_it(cases, corpus):
    source = cases["loan-period"]
    made = false_premise(source, random.Random(0), corpus)
    m = re.fullmatch(r"I was told that the loan period is (\d+) days\. How long is the loan period\?", made.query)
    assert m and m.group(1) != "21"
    assert not _context_states(made, f"{m.group(1)} days")
    assert made.must_include == [["21 days"]] and made.must_not_include == []
    assert made.context == source.context and made.tags == ["lending"]
    assert made.meta["topic"] == "loans" and made.meta["premise"]["how"] == "premise"


def test_in_a_chat_only_the_last_user_turn_changes(cases, corpus):
    source = cases["chat-card"]
    made = false_premise(source, random.Random(0), corpus)
    assert made.query[:2] == source.query[:2]
    m = re.fullmatch(r"I was told that a replacement card costs \$(\d+)\. How much is a replacement card\?",
                     made.query[2]["content"])
    assert m and m.group(1) != "3"
    assert made.must_include == [["$3", "3 dollars"]]  # the whole any-of group of the answer


def test_a_shared_name_is_swapped_for_a_neighbouring_one_of_the_corpus(cases, corpus):
    other = replace(cases["printing"], id="eastfield", query="Does Eastfield Library lend laptops?",
                    context=[Chunk("eastfield.md", "Laptops can be borrowed at Eastfield Library for 4 hours.")])
    neighbours = Corpus([*corpus.cases, other])
    made = false_premise(cases["room-booking"], random.Random(0), neighbours)
    assert made.query == "Who books study rooms at Eastfield Library?"
    assert made.must_include == [["Westbrook"]]
    assert made.meta["premise"] == {"how": "name", "was": "Westbrook", "now": "Eastfield"}


def test_no_neighbouring_name_is_a_skip_not_an_invented_one(cases, corpus):
    assert false_premise(cases["room-booking"], random.Random(0), corpus) == "no_value_or_name_to_change"


def test_nothing_to_contradict_is_a_skip_never_a_fake(cases, corpus):
    rng = random.Random(0)
    assert false_premise(cases["cafe"], rng, corpus) == "no_value_or_name_to_change"
    # the answer is a range: changing one end alone reads as nonsense, so it is not done
    assert false_premise(cases["deposit-refund"], rng, corpus) == "no_value_or_name_to_change"
    assert false_premise(replace(cases["late-fee"], context=[]), rng, corpus) == "empty_context"


def test_the_seed_decides_the_new_value(cases, corpus):
    source = cases["loan-period"]
    runs = [false_premise(source, random.Random(f"0:{s}"), corpus).query for s in range(12)]
    again = [false_premise(source, random.Random(f"0:{s}"), corpus).query for s in range(12)]
    assert runs == again
    assert len(set(runs)) >= 3


def test_the_derived_case_fails_an_answer_that_adopts_the_premise(cases, corpus):
    made = false_premise(cases["borrow-limit"], random.Random(0), corpus)
    wrong = made.meta["premise"]["now"]
    assert verdict(made, f"Yes, you can borrow {wrong} at a time.") == (True, False)
    assert verdict(made, f"No: members may borrow up to 8 books at a time, not {wrong}.") == (False, False)


# --- issue 25: premises a person would type; the changed value stated nowhere in the context -------

BANK = {"id": "dispute", "type": "answerable", "expect": "answer",
        "query": "How long do I have to report an unrecognised transaction?",
        "context": [{"title": "cards.md", "text": "Report an unrecognised transaction within 60 days of the statement date. "
                                                  "Chargebacks for merchant disputes must be filed within 90 days."}],
        "must_include": ["60 days"]}


def test_an_instruction_is_not_pasted_after_i_was_told_that(tmp_path, capsys):
    from groundtest.cli import main
    from groundtest.text.matching import TextIndex

    src = tmp_path / "bank.jsonl"
    src.write_text(json.dumps(BANK) + "\n")
    for seed in range(8):
        out = tmp_path / f"d{seed}.jsonl"
        assert main(["derive", str(src), "-o", str(out), "--seed", str(seed), "--no-originals", "--min-hard-share", "0"]) == 0
        [fp] = [r for r in map(json.loads, out.read_text().splitlines()) if r["meta"]["perturbation"] == "false_premise"]
        assert "I was told that report" not in fp["query"] and "I was told that Report" not in fp["query"]
        m = re.fullmatch(r"I thought it was (\d+ days)\. How long do I have to report an unrecognised transaction\?", fp["query"])
        assert m, fp["query"]
        assert m.group(1) == fp["meta"]["premise"]["now"] and m.group(1) not in ("60 days", "90 days")
        assert not TextIndex(BANK["context"][0]["text"]).contains(m.group(1))  # stated nowhere in the context
    capsys.readouterr()


@pytest.mark.parametrize("seed", range(5))
def test_no_changed_value_is_stated_in_the_context(tmp_path, capsys, seed):
    """The docs' promise (docs/build-a-set.md), for every derived case of the realistic set that changes a value."""
    from groundtest.cli import main
    from groundtest.text.matching import TextIndex

    realistic = Path(__file__).resolve().parents[1] / "fixtures" / "derive" / "realistic.jsonl"
    sources = {json.loads(line)["id"]: json.loads(line) for line in realistic.read_text().splitlines()}
    out = tmp_path / "d.jsonl"
    assert main(["derive", str(realistic), "-o", str(out), "--seed", str(seed), "--no-originals", "--min-hard-share", "0"]) == 0
    capsys.readouterr()
    checked = 0
    for r in map(json.loads, out.read_text().splitlines()):
        m = r["meta"]
        if m["perturbation"] != "false_premise":
            continue
        source = sources[m["derived_from"]]
        now = m["premise"]["now"]
        for chunk in source["context"]:
            assert not TextIndex(chunk["text"]).contains(now), (r["query"], chunk["title"])
        assert not TextIndex(source["query"]).contains(now), r["query"]
        if r["query"].startswith("I was told that "):
            clause = r["query"][len("I was told that "):].split(". ")[0]
            assert re.search(r"\b(is|are|costs?|can|comes|closes|opens|locked|due|borrowed|collected)\b", clause), clause
        checked += 1
    assert checked >= 8
