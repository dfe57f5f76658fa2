"""THE PARTY GRAMMAR (text.party): the people a sentence counts with the reader, generated from its parts."""

import itertools

import pytest

from groundtest.text.party import party_counts

#: members and how many each counts
MEMBERS = [("your friend", 1), ("a friend", 1), ("your partner", 1), ("one colleague", 1), ("your two kids", 2),
           ("3 mates", 3), ("your twins", 2), ("your triplets", 3), ("your little brother", 1), ("a guest", 1),
           ("your four grandchildren", 4), ("your best friend", 1)]
#: plurals with no count: nobody is counted
UNCOUNTED = ["your friends", "your kids", "some colleagues"]


@pytest.mark.parametrize("member,n", MEMBERS)
@pytest.mark.parametrize("frame", ["£90 for you and {m}", "it's £90 for yourself and {m}", "{m} and you would pay £90",
                                   "so you plus {m} pay £90", "for you & {m}: £90"])
def test_one_member(frame, member, n):
    assert n + 1 in party_counts(frame.format(m=member))


@pytest.mark.parametrize("a,b", list(itertools.combinations(MEMBERS[:6], 2)))
def test_two_members_add_up(a, b):
    text = f"That comes to £200 for you, {a[0]} and {b[0]}."
    assert a[1] + b[1] + 1 in party_counts(text)


@pytest.mark.parametrize("member", UNCOUNTED)
@pytest.mark.parametrize("other", ["", ", your partner"])
def test_uncounted_plural_counts_nobody(member, other):
    assert party_counts(f"£90 for you{other} and {member}") == frozenset()


@pytest.mark.parametrize("text", ["Thank you for asking!", "You and the studio agree a date.", "you and your booking",
                                  "Are you and", "your friend can come too", "Thank you and have a great day"])
def test_no_party(text):
    assert party_counts(text) == frozenset()


@pytest.mark.parametrize("text", ["a pair would be £130", "£130 for the pair", "£65 each, £130 per pair"])
def test_pair_is_two(text):
    assert 2 in party_counts(text)


def test_linear_on_long_text():
    text = "you and your friend, " * 5000 + "you and"
    assert party_counts(text) == frozenset({2})
