"""Canonical registry keys (``citations/keys.py``): what a registry is searched by, most specific first."""
from __future__ import annotations

from groundtest.citations import extract
from groundtest.citations.keys import citation_keys, party_key, title_key


def keys(text: str) -> list[tuple[str, ...]]:
    return [c.keys for c in extract(text)]


def test_keys_of_each_kind() -> None:
    assert keys("See Article 62 of DIFC Law No. 2 of 2019.") == [("law:2:2019",)]
    assert keys("Al Khaleej Trading LLC v Gulf DIFC Ltd [2021] DIFC CFI 045") == [
        ("case:DIFC CFI:2021:45", "parties:al khaleej trading v gulf difc")]
    assert keys("Claim No. CFI 012/2020") == [("claim:DIFC CFI:12:2020",)]
    assert keys("under the DIFC Employment Law") == [("title:employment law",)]


def test_the_keys_property_is_citation_keys() -> None:
    [c] = extract("Al Khaleej Trading LLC v Gulf DIFC Ltd [2021] DIFC CFI 045")
    assert c.keys == citation_keys(c)


def test_party_and_title_keys_drop_what_varies() -> None:
    assert party_key("Al Khaleej Trading LLC") == party_key("al khaleej trading") == "al khaleej trading"
    assert title_key("The DIFC Employment Law") == title_key("Employment Law") == "employment law"
