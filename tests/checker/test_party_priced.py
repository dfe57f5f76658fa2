"""A price for the reader's party counted in words (text.party through derive._constants): "£90 for you and your
friend" at £45 a person is correct working; a total for a party of another size, or off the product, is not."""

import pytest

from groundtest import check

CTX = [{"title": "booking.md", "text": "Each place on the workshop must be booked separately at £45 per person. "
                                       "Places are limited to 12 per workshop."}]
#: the answer's party, its size, and the question that names it
PARTIES = [("you and your friend", 2, "my friend"), ("you and a friend", 2, "a friend"),
           ("yourself and your partner", 2, "my partner"), ("you and your two kids", 3, "my two kids"),
           ("you, your partner and a friend", 3, "my partner and a friend"), ("your sister and you", 2, "my sister"),
           ("you and 3 mates", 4, "3 mates"), ("you and your twins", 3, "my twins")]


def _q(who: str) -> str:
    return f"Can I bring {who} along to the workshop?"


@pytest.mark.parametrize("party,n,who", PARTIES)
@pytest.mark.parametrize("frame", ["Places are £45 per person, so it would be £{t} for {p}.",
                                   "At £45 each, that's £{t} in total for {p}."])
def test_party_total_is_clean(frame, party, n, who):
    v = check(frame.format(t=45 * n, p=party), CTX, _q(who))
    assert v.hallucination != "hallucinated", [(f.rule, f.content, f.notes) for f in v.findings]


@pytest.mark.parametrize("party,n,who", PARTIES)
@pytest.mark.parametrize("wrong", [lambda n: 45 * n + 5, lambda n: 45 * n - 10, lambda n: 40 * n])
def test_party_total_off_is_hallucinated(party, n, who, wrong):
    v = check(f"Places are £45 per person, so it would be £{wrong(n)} for {party}.", CTX, _q(who))
    assert v.hallucination == "hallucinated"


@pytest.mark.parametrize("party", ["you and your friends", "you and your kids"])
def test_uncounted_party_gives_no_count(party):
    v = check(f"Places are £45 per person, so it would be £180 for {party}.", CTX, _q("some people"))
    assert v.hallucination == "hallucinated"  # the count is nowhere: £135 is a figure with no home


def test_pair_priced():
    ctx = [{"title": "adoption.md", "text": "The rescue rehomes ferrets in pairs. The adoption fee is £65 per ferret."}]
    assert check("It's £65 per ferret, so a pair would be £130.", ctx, "What's the fee?").hallucination != "hallucinated"
    assert check("It's £65 per ferret, so a pair would be £140.", ctx, "What's the fee?").hallucination == "hallucinated"
