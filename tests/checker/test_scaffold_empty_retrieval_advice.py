"""An empty retrieval's advice, read over its whole clause structure (checker.scaffold), each form with the invented
detail that makes it a claim again:

- the answer's caution as the risk it turns down ("Rather than risk giving you the wrong answer,"), the kind of rule the
  question is about ("As this is a safety rule,"), and the guess the advice is preferred to ("than rely on a guess");
- getting it from them ("I'd rather you get it straight from the paintball site"), "it's always good to check …";
- why they are the ones to ask: "— they'll have the current dates and prices" (two things asked, each read);
- an offer whose object is a noun of both kinds ("help you work out timings or costs": no verb "costs");
- the questions worth putting to them, under a heading or a lead-in that names them ("### Questions you might want to
  ask", "you might also want to check:"), and the lead-in itself;
- an option the user asked about, not open ("If Saturdays aren't possible, ask …");
- what the user is doing, judged ("Reaching out for debt advice is a really positive step, and I'm glad you're doing it").
"""
from __future__ import annotations

import pytest

from groundtest import check

_Q = "What's the minimum age for paintball at your site?"


@pytest.mark.parametrize("response", [
    "I'm sorry, I couldn't find that. As this is a safety rule, I'd rather you get it straight from the paintball site than rely on a guess.",
    "I'm sorry, I couldn't find that. Thanks for asking — it's always good to check age rules before booking!",
    "I'm sorry, I couldn't find that. Check with the organisers directly — they'll have the current dates and prices.",
    "I'm sorry, I couldn't find that. If you have a leaflet, web page or email about the event, feel free to paste the "
    "details here and I'll happily help you work out timings or costs.",
    "I'm sorry, I couldn't find that. Rather than risk giving you the wrong answer, I'd recommend confirming this with the site when you book.",
    "I'm sorry, I couldn't find that.\n\n### Questions you might want to ask\n- Which ages the games are for\n"
    "- What happens if a game is cancelled because of the weather\n- How the safety briefing is run",
    "I'm sorry, I couldn't find that. While you're at it, you might also want to check:\n- How group bookings are priced\n"
    "- How much notice is needed to cancel",
    "I'm sorry, I couldn't find that. Reaching out before booking is a really positive step, and I'm glad you're doing it.",
])
def test_advice_drafts_nothing(response):
    assert check(response, [], _Q).hallucination != "hallucinated"


@pytest.mark.parametrize("response", [
    "As this is a safety rule, the minimum age is 12, so I'd rather you get it straight from the paintball site.",
    "I'd rather you get it straight from the paintball site than rely on a guess — they usually allow 10-year-olds.",
    "Thanks for asking — it's always good to check age rules before booking through the app!",
    "Check with the organisers directly — they'll have the current dates and prices, usually £5 a bag.",
    "Check with the organisers — they'll have the latest dates, and press days usually run in October.",
    "If you have a leaflet about the event, feel free to paste it here and I'll happily help you work out the £5 pressing costs.",
    "Rather than risk giving you the wrong answer, I'd recommend calling the site on 01234 567890.",
    "Rather than risk giving you the wrong answer: the site is open on Saturdays only.",
    "### Questions you might want to ask\n- Whether the £25 package includes 500 paintballs\n- Which ages the games are for",
    "Reaching out for debt advice is a really positive step, and it's free for everyone.",
])
def test_a_new_detail_in_the_advice_is_a_claim(response):
    assert check(response, [], _Q).hallucination == "hallucinated"


_SAT = "Can I get a face-to-face appointment on a Saturday?"


def test_an_option_not_open_to_the_user():
    ok = ("I'm sorry, I couldn't find that.\n\n- Contact them directly and ask which days they offer appointments.\n"
          "- If Saturdays aren't possible, ask what other appointment options they have.")
    assert check(ok, [], _SAT).hallucination != "hallucinated"
    wrong = ok + " They open at 9am on Sundays."
    assert check(wrong, [], _SAT).hallucination == "hallucinated"
    # a weekday the user never named is the answer's own
    assert check(ok.replace("Saturdays", "Sundays"), [], _SAT).hallucination == "hallucinated"
