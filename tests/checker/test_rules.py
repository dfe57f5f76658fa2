"""One test per rule of the checker (issue 3), each with a passing and a failing example."""
from __future__ import annotations

import pytest

from groundtest.checker import CheckerConfig, check

RULES = [{"title": "lending-rules.md", "text": "Members may borrow up to 8 books at a time. The loan period is 21 days. "
          "Late returns cost $0.25 per day. Study rooms on level 2 can be booked through the front desk."}]


def verdict(response: str, chunks=RULES, query: str | None = None, **kw):
    return check(response, chunks, query, **kw)


def kinds(v) -> list[tuple[str, str]]:
    return [(f.type, f.severity) for f in v.findings]


# ------------------------------------------------------------------ sentences and clauses
def test_supported_sentence_is_clean():
    v = verdict("The loan period is 21 days.")
    assert v.hallucination == "clean" and v.findings == []


def test_extra_clause_with_an_invented_value_fails():
    v = verdict("The loan period is 21 days, and you can renew twice online.")
    assert v.hallucination == "hallucinated"
    assert ("invented_fact", "critical") in kinds(v)
    assert any(f.content == "twice" and f.sentence == 0 for f in v.findings)


def test_extra_sentence_with_invented_weekday_and_name_fails():
    chunks = [{"title": "attendance.md", "text": "The attendance rule is 75%."}]
    assert verdict("The rule is 75%.", chunks).hallucination == "clean"
    v = verdict("The rule is 75%. You can also email the HOD by Friday.", chunks)
    assert v.hallucination == "hallucinated"
    contents = {f.content for f in v.findings}
    assert "Friday" in contents and "HOD" in contents
    assert all(f.sentence == 1 for f in v.findings)


def test_extra_clause_of_new_words_is_critical():
    chunks = [{"title": "shop.md", "text": "The shop sells bicycles and repairs tyres on weekdays."}]
    assert verdict("The shop sells bicycles and repairs tyres.", chunks).hallucination == "clean"
    v = verdict("The shop sells bicycles and repairs tyres, though the owner personally guarantees lifelong warranty coverage.",
                chunks)
    assert v.hallucination == "hallucinated"
    assert v.findings[0].rule == "extra_claim" and "extra clause" in v.findings[0].notes
    assert v.findings[0].content == "the owner personally guarantees lifelong warranty coverage."
    text = "The shop sells bicycles and repairs tyres, though the owner personally guarantees lifelong warranty coverage."
    start, end = v.findings[0].span  # the claim's span in the response: what the guard and the report cut
    assert text[start:end].strip() == "the owner personally guarantees lifelong warranty coverage."


def test_unconfirmed_sentence_without_atoms_is_moderate():
    long_ctx = [{"title": "a.md", "text": "The committee reviewed the annual budget and approved the library renovation plan "
                 "after a long discussion about costs, staffing, timelines and the opening of the new reading hall."}]
    # beside a sentence that is itself only partly supported: could not confirm (moderate), not proof
    v = verdict("The committee happily reviewed the annual budget and eagerly approved the renovation plan in the end. "
                "Everyone celebrated enthusiastically afterwards with cake.", long_ctx)
    assert v.hallucination == "uncertain"
    assert kinds(v) == [("invented_fact", "moderate")]
    assert v.findings[0].sentence == 1


RETURNS = [{"title": "returns-policy.md", "text": "Items can be returned within 30 days of delivery for a full refund. "
            "Items must be unused and in their original packaging. Refunds are issued to the original payment method "
            "within 5 to 7 business days after the return is received. Gift cards and personalised items cannot be returned."}]


def test_extra_sentence_beside_a_supported_answer_is_critical():
    assert verdict("You have 30 days from delivery to return an item.", RETURNS).hallucination == "clean"
    v = verdict("You have 30 days from delivery to return an item. You can also drop returns at any post office for free.",
                RETURNS)
    assert v.hallucination == "hallucinated"
    assert kinds(v) == [("invented_fact", "critical")]
    assert v.findings[0].sentence == 1 and v.findings[0].rule in ("extra_sentence", "scope")  # 'for free' widens it too
    assert v.findings[0].content == "You can also drop returns at any post office for free."


def test_extra_sentence_alone_is_a_bare_answer_without_a_home():
    # one short sentence with nothing else to check: its words are its claim (critical by default)
    v = verdict("You can also drop returns at any post office nearby.", RETURNS)
    assert v.hallucination == "hallucinated" and v.findings[0].rule == "unconfirmed"
    v = verdict("You can also drop returns at any post office nearby.", RETURNS, config=CheckerConfig(short_critical_words=0))
    assert v.hallucination == "uncertain" and kinds(v) == [("invented_fact", "moderate")]
    # with a scope word the context does not say, the claim widens it: critical on its own
    v = verdict("You can also drop returns at any post office for free.", RETURNS)
    assert v.hallucination == "hallucinated" and v.findings[0].rule == "scope"


def test_extra_sentence_rule_is_configurable():
    text = "You have 30 days from delivery to return an item. You can also drop returns at any post office nearby."
    assert verdict(text, RETURNS).hallucination == "hallucinated"
    v = verdict(text, RETURNS, config=CheckerConfig(extra_sentence_novel_words=0, short_critical_words=0))
    assert v.hallucination != "hallucinated"


def test_word_pairs_match_across_inflections():
    # "returned within 30 days of delivery": delivery and return(ed) occur together
    assert verdict("You have 30 days from delivery to return an item.", RETURNS).findings == []
    v = verdict("Refunds take 30 days from delivery to return an item.", RETURNS)
    assert v.hallucination == "clean"
    # words of different context sentences still count as apart
    apart = verdict("Gift cards are issued to the original payment method.", RETURNS)
    # (a bare answer of one clause: the combination the context never makes is unsupported, support.settle_bare_pairs)
    assert apart.hallucination == "hallucinated" and "never occur together" in apart.findings[0].notes


def test_a_title_or_reference_abbreviation_does_not_end_a_context_sentence():
    exams = [{"title": "exams.md", "text": "Exams are held in Room 210. See Circular No. 45/2024 for the schedule. "
              "Contact Dr. Amina Okafor at the Registry."}]
    for response in ("Contact Dr. Amina Okafor.", "The schedule is in Circular No. 45 of 2024."):
        assert verdict(response, exams).findings == []
    # words of different sentences are still apart
    apart = verdict("Contact the schedule at Room 210.", exams)
    assert apart.hallucination == "uncertain" and "'contact' and 'schedule' never occur together" in apart.findings[0].notes


SUPPORT = [{"title": "contact.md", "text": "Customer support is available Monday to Friday, 9am to 6pm Eastern time, "
            "by chat or by email at help@larkspur.example. Phone support is not offered."}]
WARRANTY = [{"title": "warranty.md", "text": "All Larkspur appliances carry a 12-month limited warranty from the date of "
             "purchase. The warranty covers manufacturing defects but not accidental damage."}]


def test_rephrasing_verbs_and_time_qualifiers_are_not_claims():
    assert verdict("Chat and email support run Monday to Friday, 9am to 6pm Eastern time.", SUPPORT).findings == []
    assert verdict("The current warranty is 12 months from the date of purchase.", WARRANTY).findings == []
    # ... but a new word with a meaning of its own still is
    assert verdict("Chat and email support run Monday to Friday, 9am to 6pm Eastern time, free of charge.",
                   SUPPORT).hallucination != "clean"
    assert verdict("The transferable warranty is 12 months from the date of purchase.", WARRANTY).hallucination != "clean"


def test_a_query_name_denied_is_not_asserted():
    chunks = [{"title": "shipping.md", "text": "We ship to the United States and Canada only."}]
    q = "Do you ship to Mexico?"
    assert verdict("We ship to the United States and Canada only, so Mexico isn't covered.", chunks, q).findings == []
    v = verdict("We ship to the United States, Canada and Mexico.", chunks, q)
    assert v.hallucination != "clean" and v.findings[0].content == "Mexico"


def test_counted_units_the_context_uses_are_checked():
    chunks = [{"title": "loyalty.md", "text": "Members earn 1 point for every $1 spent. 100 points can be redeemed for a $5 discount."}]
    assert verdict("You earn 1 point for every $1 spent.", chunks).hallucination == "clean"
    v = verdict("You earn 3 points for every $1 spent.", chunks)
    assert v.hallucination == "hallucinated" and v.findings[0].content == "3 points"
    # "in 3 points" about the response's own list, when the context counts no points: not a figure
    assert verdict("Returns take 30 days, in 3 points.", RETURNS).hallucination == "clean"


def test_hedges_gaps_and_pleasantries_are_not_claims():
    v = verdict("The loan period is 21 days. The rules don't say whether you can renew online. Hope this helps!")
    assert v.hallucination == "clean"


# ------------------------------------------------------------------ values
@pytest.mark.parametrize("ok", ["You can borrow eight books.", "Late returns cost 25 cents per day.",
                                "The loan period is twenty-one days."])
def test_values_match_by_meaning(ok):
    assert verdict(ok).hallucination == "clean"


@pytest.mark.parametrize("bad,value", [("You can borrow 10 books.", "10 books"), ("Late returns cost $2.50 per day.", "$2.50"),
                                       ("The loan period is 14 days.", "14 days")])
def test_invented_values_are_critical(bad, value):
    v = verdict(bad)
    assert v.hallucination == "hallucinated"
    assert v.findings[0].content == value and v.findings[0].severity == "critical"


def test_reformatted_money_and_percent_words_are_supported():
    chunks = [{"title": "p.md", "text": "The deposit is $1,200 and 75% of it is refundable."}]
    assert verdict("The deposit is $1200 and three-quarters of it is refundable.", chunks).hallucination == "clean"
    assert verdict("The deposit is $1300 and half of it is refundable.", chunks).hallucination == "hallucinated"


def test_times_in_structured_hours_and_12_hour_clock():
    chunks = [{"title": "hours", "text": '{"hours": {"Monday": "9:0-17:0"}}'}]
    ok = verdict("The hours on Monday are 9 am to 5 pm.", chunks)
    assert [f for f in ok.findings if f.severity == "critical"] == []
    bad = verdict("The hours on Monday are 9 am to 8 pm.", chunks)
    assert [f.content for f in bad.findings if f.severity == "critical"] == ["8 pm"]


def test_weekday_not_in_context_fails():
    chunks = [{"title": "t.md", "text": "The makeup class is on Thursday in room B12."}]
    assert verdict("The makeup class is on Thursday in room B12.", chunks).hallucination == "clean"
    v = verdict("The makeup class is on Wednesday in room B12.", chunks)
    assert v.hallucination == "hallucinated" and v.findings[0].content == "Wednesday"


def test_identifiers_must_be_in_context():
    chunks = [{"title": "t.md", "text": "The makeup class is in room B12."}]
    assert verdict("The makeup class is in room B14.", chunks).findings[0].content == "B14"


# ------------------------------------------------------------------ what the user said
def test_user_value_in_a_correction_is_fine():
    v = verdict("Late returns cost $0.25 per day, not $1.", query="Why was I charged $1 a day for a late book?")
    assert v.hallucination == "clean"


def test_adopting_the_users_wrong_value_fails():
    v = verdict("The $1 daily charge covers processing of late items.", query="Why was I charged $1 a day for a late book?")
    assert v.hallucination == "hallucinated"
    assert "adopts the user's value" in v.findings[0].notes and "$0.25" in v.findings[0].notes


def test_the_users_own_value_beside_the_contexts_is_compared_not_adopted():
    returns = [{"title": "returns.md", "text": "Items can be returned within 30 days of delivery for a full refund."}]
    q = "Why was my refund rejected at 60 days if the policy allows 90?"
    for answer in ("Your refund was rejected because 60 days exceeds the 30-day return window.",
                   "The return window is 30 days from delivery. At 60 days, your return was past it."):
        v = verdict(answer, returns, q)
        # the user's 60 days is compared with the context's 30, not adopted: no finding on it
        assert [f.content for f in v.findings if f.content == "60 days"] == []
        assert v.hallucination != "hallucinated"
    v = verdict("Your refund was rejected because returns at 60 days are not accepted.", returns, q)
    assert v.hallucination == "hallucinated" and "adopts the user's value '60 days'" in v.findings[0].notes


def test_name_only_the_user_said_is_unsupported_unless_configured():
    # the user's words are not evidence (a name only the question gives, asserted as fact)
    q = "Can Priya book a study room?"
    answer = "Study rooms on level 2 can be booked by Priya through the front desk."
    v = verdict(answer, query=q)
    assert kinds(v) == [("invented_fact", "critical")] and v.findings[0].content == "Priya"
    assert v.findings[0].rule == "query_only"
    assert verdict(answer, query=q, config=CheckerConfig(query_atoms="said")).hallucination == "clean"
    assert verdict(answer, query=q, config=CheckerConfig(query_atoms="moderate")).hallucination == "uncertain"
    # restated as the user's own: not asserted as a fact of the world
    assert verdict("Your booking for Priya goes through the front desk.", query=q).findings == [] or \
        all(f.rule != "query_only" for f in verdict("Your booking for Priya goes through the front desk.", query=q).findings)


# ------------------------------------------------------------------ names
def test_invented_person_fails_and_known_names_pass():
    chunks = [{"title": "rooms.md", "text": "Study rooms on level 2 can be booked for up to 2 hours per day through the front desk."}]
    assert verdict("Book study rooms at the front desk on level 2.", chunks).hallucination == "clean"
    v = verdict("Ask Daniel at the front desk on level 2; rooms can be booked for up to 2 hours per day.", chunks)
    assert v.hallucination == "hallucinated"
    assert "Daniel" in v.findings[0].content and v.findings[0].notes == "name not found in the context"


def test_names_by_acronym_state_code_and_hyphenation():
    chunks = [{"title": "a", "text": "The European Union office at 12 Main St, Goleta, CA offers free WiFi."}]
    v = verdict("The EU office in Goleta, California has free Wi-Fi.", chunks)
    assert v.hallucination == "clean", v.findings


# ------------------------------------------------------------------ quotes
def test_verbatim_and_near_verbatim_quotes_pass_misquotes_fail():
    chunks = [{"title": "speech", "text": "She said the library will stay open late during the exam weeks this spring."}]
    assert verdict('She said "the library will stay open late during the exam weeks".', chunks).hallucination == "clean"
    v = verdict('She said "the library will never close during exams".', chunks)
    assert kinds(v) == [("misquoted_source", "critical")]
    assert v.findings[0].content == "the library will never close during exams"


# ------------------------------------------------------------------ citations
def test_citation_markers_must_name_retrieved_chunks():
    assert verdict("You can borrow up to eight books at a time [lending-rules.md].").hallucination == "clean"
    assert verdict("You can borrow up to 8 books at a time [1].").hallucination == "clean"
    v = verdict("You can borrow up to 8 books at a time [membership-faq.md].")
    assert kinds(v) == [("fabricated_citation", "critical")] and v.findings[0].content == "membership-faq.md"
    assert verdict("You can borrow up to 8 books at a time [3].").hallucination == "hallucinated"


def test_require_citations_flags_uncited_sentences():
    assert verdict("The loan period is 21 days [lending-rules.md].", require_citations=True).hallucination == "clean"
    v = verdict("The loan period is 21 days.", require_citations=True)
    assert v.hallucination == "hallucinated" and "citation" in v.findings[0].notes


def test_legal_citations():
    chunks = [{"title": "judgment", "text": "In Smith v Jones [2021] DIFC CFI 045 the court applied Article 62 of Law No. 2 of 2019."}]
    ok = "The court in Smith v. Jones [2021] DIFC CFI 045 applied Art. 62 of Law No. 2 of 2019."
    assert verdict(ok, chunks).hallucination == "clean"
    for bad, atom in [("The court applied Article 63 of Law No. 2 of 2019.", "Article 63"),
                      ("The court in Smith v Jones [2020] DIFC CFI 045 applied Article 62.", "[2020] DIFC CFI 045"),
                      ("The court applied Article 62 of Law No. 5 of 2018.", "Law No. 5 of 2018")]:
        v = verdict(bad, chunks)
        assert ("fabricated_citation", "critical") in kinds(v), bad
        assert atom in [f.content for f in v.findings]


def test_a_case_name_is_the_parties_not_the_words_around_them():
    chunks = [{"title": "notes", "text": "The leading case is Smith v Jones, where the Court held that notice must be in "
               "writing; Brown v Green agreed."}]
    for ok in ("In Smith v Jones the Court held that notice must be in writing.", "See Smith v Jones.",
               "Under Smith v Jones, notice must be in writing.", "Smith v Jones and Brown v Green agree on notice."):
        assert [f for f in verdict(ok, chunks).findings if f.type == "fabricated_citation"] == [], ok
    for bad, case in (("In Smith v Jonas the Court held that notice must be in writing.", "Smith v Jonas"),
                      ("Smith v Jones and Brown v Grey agree on notice.", "Brown v Grey")):
        v = verdict(bad, chunks)
        assert [(f.type, f.content) for f in v.findings] == [("fabricated_citation", case)], bad


# ------------------------------------------------------------------ contacts
def test_urls_emails_and_phones():
    chunks = [{"title": "c", "text": "Write to help@library.org or call +1 (555) 010-2030. Forms: https://library.org/forms"}]
    ok = "Email help@library.org, call +1 555-010-2030, or see library.org/forms."
    assert [f for f in verdict(ok, chunks).findings if f.severity == "critical"] == []
    v = verdict("Email desk@library.org, call 555-010-9999, or see https://lib.example.com/forms.", chunks)
    assert sorted(f.content for f in v.findings if f.severity == "critical") == [
        "555-010-9999", "desk@library.org", "https://lib.example.com/forms"]


# ------------------------------------------------------------------ empty context, stale chunks, structured data
def test_empty_context_never_drafts():
    for chunks in ([], "", [{"title": "x", "text": "  "}]):
        v = verdict("Yes, light snacks are allowed in the study rooms.", chunks)
        assert v.hallucination == "hallucinated" and "empty" in v.findings[0].notes
    assert verdict("I couldn't find that in the documents.", []).hallucination == "clean"


def test_superseded_chunk_does_not_support_current_facts():
    chunks = [{"title": "fees-2024.md", "status": "superseded", "text": "The replacement card fee is $5."},
              {"title": "fees-2025.md", "text": "The replacement card fee is $3."}]
    assert verdict("A replacement card costs $3.", chunks).hallucination == "clean"
    assert verdict("A replacement card costs $5.", chunks).hallucination == "hallucinated"


def test_structured_attribute_set_false_is_not_a_positive_fact():
    chunks = [{"title": "data", "text": '{"name": "Zen Yai", "attributes": {"RestaurantsReservations": false, '
               '"OutdoorSeating": null, "RestaurantsTakeOut": true}}'}]
    assert verdict("Zen Yai does not take reservations but offers take out.", chunks).hallucination == "clean"
    v = verdict("Zen Yai takes reservations.", chunks)
    assert v.hallucination == "hallucinated" and "reservations" in v.findings[0].notes
    assert "unknown" in verdict("Zen Yai has outdoor seating.", chunks).findings[0].notes
    assert verdict("The context doesn't mention outdoor seating.", chunks).hallucination == "clean"  # a gap, not a claim


def test_short_answers_are_judged_word_by_word():
    chunks = [{"title": "k", "text": "Nicholas Sposato serves as alderman of the 38th Ward on the city's Northwest Side."}]
    assert verdict("Northwest Side", chunks).hallucination == "clean"
    assert verdict("Southwest corner side.", chunks).hallucination != "clean"


def test_the_first_word_of_a_bare_phrase_is_a_name_but_not_of_a_short_sentence():
    chunks = [{"title": "help.md", "text": "Visit the help page for details. The office is in Leamington."}]
    assert verdict("Leamington", chunks).hallucination == "clean"
    assert [(f.content, f.notes) for f in verdict("Warwick", chunks).findings] == [("Warwick", "name not found in the context")]
    assert [f.content for f in verdict("Warwick.", chunks).findings] == ["Warwick"]  # one word is a phrase, full stop or not
    # a short sentence's first word is only capitalised: "See" is no name
    v = verdict("See the page for details.", chunks)
    assert v.hallucination != "hallucinated" and not any(f.notes == "name not found in the context" for f in v.findings)


def test_words_the_context_never_puts_together_are_unconfirmed():
    chunks = [{"title": "k", "text": "Raconte-moi is a 2010 album by jazz singer Stacey Kent. She is married to "
               "saxophonist Jim Tomlinson."}]
    assert verdict("Stacey Kent is a jazz singer.", chunks).hallucination == "clean"
    v = verdict("Jim Tomlinson is a jazz singer.", chunks)
    assert v.hallucination == "hallucinated" and "never occur together" in v.findings[0].notes
    assert verdict("Jim Tomlinson is a jazz singer.", chunks, config={"bare_apart_severity": "moderate"}).hallucination == "uncertain"
    assert verdict("Jim Tomlinson is a jazz singer.", chunks, config=CheckerConfig(pair_support=False)).hallucination == "clean"


def test_response_level_share_of_new_words():
    chunks = [{"title": "n", "text": "The council approved the new budget on Monday. The budget funds two new schools "
               "and repairs to the main bridge. Work on the bridge starts in spring."}]
    faithful = ("The council approved the new budget on Monday. It funds two new schools and repairs to the main "
                "bridge, and the bridge work starts in spring.")
    assert verdict(faithful, chunks).hallucination == "clean"
    drifted = ("The council approved the new budget on Monday after fierce opposition from residents. Critics "
               "called the spending reckless, although supporters praised its ambition, and protests are expected.")
    assert verdict(drifted, chunks).hallucination == "uncertain"  # a sentence of new words only, none supported beside it
    only_response_level = CheckerConfig(moderate_novel_share=1.0, moderate_novel_words=99, clause_novel_words=99,
                                        extra_sentence_novel_words=0, claim_novel_words=0, check_hedges=False,
                                        response_share_severity="moderate")
    v = verdict(drifted, chunks, config=only_response_level)
    assert v.hallucination == "uncertain"
    assert [f.sentence for f in v.findings] == [None] and "content words are not in the context" in v.findings[0].notes
    assert verdict(faithful, chunks, config=only_response_level).hallucination == "clean"


def test_money_and_percent_are_compared_by_meaning_not_digits():
    ctx = "You may borrow up to 5 books. The late fee is $0.25 per day. 3% of members are students. The fine was $1.6 billion."
    assert verdict("The late fee is $5.", ctx).findings[0].content == "$5"
    assert verdict("About 5% of members are students.", ctx).findings[0].content == "5%"
    for ok in ("The late fee is 25 cents a day.", "You can borrow five books.", "About 3 percent are students.",
               "The fine was $1.6b."):
        assert verdict(ok, ctx).hallucination != "hallucinated", ok


@pytest.mark.parametrize("gap", ["Unable to answer based on given passages.",
                                 "The data doesn't mention the restocking fee."])
def test_terse_gaps_are_refusals_not_claims(gap):
    from groundtest.text.abstention import make_detector

    assert make_detector([]).is_refusal(gap)
    assert verdict(gap).hallucination == "clean"


@pytest.mark.parametrize("answer", ["Based on experience, the loan period feels short.",
                                    "The data doesn't show a clear trend in renewals."])
def test_answers_near_those_gaps_are_still_claims(answer):
    from groundtest.text.abstention import make_detector

    assert not make_detector([]).is_refusal(answer)


def test_hedged_advice_is_not_a_claim():
    base = "You have 30 days from delivery to return an item. "
    advice = "If that does not work, you may need to consult a professional locksmith for assistance."
    assert verdict(base + advice, RETURNS).hallucination == "clean"
    # the same words stated as a fact are an extra clause
    fact = "A professional locksmith handles every return for free."
    assert verdict(base + fact, RETURNS).hallucination == "hallucinated"


def test_names_abbreviated_with_dots_in_the_context():
    ctx = [{"title": "cnn.md", "text": "You both work with the U.N. High Commissioner for Refugees."}]
    assert verdict("They work with the United Nations High Commissioner for Refugees.", ctx).findings == []
    v = verdict("They work with the United Nations Children Fund.", ctx)
    assert v.hallucination == "hallucinated" and "Children" in v.findings[0].content


def test_an_acronym_the_sentence_spells_out_itself():
    ctx = [{"title": "bill.md", "text": "The bill extends the Children's Health Insurance Program for two years."}]
    assert verdict("The bill extends the Children's Health Insurance Program (CHIP) for two years.", ctx).findings == []
    v = verdict("The bill extends the Children's Health Insurance Program (CHP) for two years.", ctx)
    assert v.hallucination == "hallucinated" and v.findings[0].content == "CHP"


def test_an_unknown_attribute_may_be_named_as_a_gap():
    import json

    ctx = [{"title": "biz.json", "text": json.dumps({"name": "Tang", "attributes": {"BusinessParking": None, "WiFi": "free"}})}]
    assert verdict("Information about parking at Tang is not available.", ctx).hallucination == "clean"
    v = verdict("Tang has free parking.", ctx)
    assert v.hallucination == "hallucinated" and v.findings[0].content == "parking"


# ------------------------------------------------------------------ superseded chunks
FEES = [{"title": "fees-2024.md", "status": "superseded", "text": "The replacement card fee is $5."},
        {"title": "fees-2025.md", "status": "current", "text": "The replacement card fee is $3. Printing costs $0.10 per page."}]


def test_a_superseded_value_stated_as_current_fails_and_says_so():
    assert verdict("A replacement card costs $3.", FEES).hallucination == "clean"
    v = verdict("A replacement card costs $5.", FEES)
    assert v.hallucination == "hallucinated"
    assert [(f.content, f.severity) for f in v.findings] == [("$5", "critical")]
    assert "superseded" in v.findings[0].notes


@pytest.mark.parametrize("response", [
    "A replacement card costs $3; an older version of the fee list said $5.",
    "A replacement card costs $3. It used to be $5.",
    "A replacement card costs $3, but the fee was previously $5.",
])
def test_a_superseded_value_said_to_be_old_is_grounded(response):
    v = verdict(response, FEES)
    assert (v.hallucination, v.findings) == ("clean", [])


def test_a_value_in_no_version_fails_even_when_said_to_be_old():
    v = verdict("A replacement card costs $3. Previously, it was $7.", FEES)
    assert v.hallucination == "hallucinated"
    assert [(f.content, f.sentence, f.notes) for f in v.findings] == [("$7", 1, "money not found in the context")]


@pytest.mark.parametrize("response", [
    "An older version of the fee list says a replacement card costs $5; this may be out of date.",
    "A replacement card costs $5. This may be out of date.",
    "The replacement card fee was $5, but this may have changed.",
])
def test_only_a_superseded_chunk_answers_when_the_answer_says_it_may_be_out_of_date(response):
    v = verdict(response, FEES[:1])
    assert (v.hallucination, v.findings) == ("clean", [])


def test_only_a_superseded_chunk_does_not_draft_a_current_answer():
    v = verdict("A replacement card costs $5.", FEES[:1])
    assert v.hallucination == "hallucinated"
    assert "only superseded sources were retrieved" in v.findings[0].notes
    # the out-of-date cue reaches its neighbours only: a sentence two away still needs a current source
    far = verdict("The fee list may be out of date. There is a fee for a replacement card. A replacement card costs $5.", FEES[:1])
    assert [f.sentence for f in far.findings if f.severity == "critical"] == [2]
    assert verdict("The fee list I have may be out of date: a replacement card costs $9.", FEES[:1]).hallucination == "hallucinated"


def test_discourse_words_are_not_claims():
    shipping = [{"title": "shipping.md", "text": "Standard shipping costs $4.99, but orders over $50 ship free."}]
    assert verdict("Orders over $50 ship free; otherwise standard shipping costs $4.99.", shipping).findings == []
    assert verdict("Orders over $50 ship free; members get standard shipping at cost.", shipping).hallucination != "clean"


def test_how_sure_the_writer_is_is_not_a_stated_figure():
    fees = [{"title": "fees.md", "text": "A replacement card costs $3. Attendance must be 75%."}]
    for answer in ("I'm not 100% sure, but a replacement card costs $3.", "I am 100 percent certain the card costs $3.",
                   "I believe a replacement card costs $3.", "Unfortunately, a replacement card costs $3."):
        assert verdict(answer, fees).findings == [], answer
    v = verdict("You need 100% attendance.", fees)
    assert [(f.content, f.severity) for f in v.findings] == [("100%", "critical")]


def test_titles_and_abbreviated_name_words_are_not_invented_names():
    lab = [{"title": "staff.md", "text": "Prof. Maria Chen leads the Data Science Lab at Northfield University. "
            "The lab is funded by Acme Corp. and the Lindqvist Foundation."}]
    for answer in ("Professor Chen leads the Data Science Lab.", "Dr. Maria Chen leads the lab.",
                   "Acme Corporation funds the lab."):
        assert [f for f in verdict(answer, lab).findings if f.notes == "name not found in the context"] == [], answer
    for answer, name in (("Professor Alan Reyes leads the lab.", "Professor Alan Reyes"),
                         ("Acme Incorporated funds the lab.", "Acme Incorporated")):
        v = verdict(answer, lab)
        assert [(f.content, f.severity) for f in v.findings] == [(name, "critical")], answer


def test_dates_are_compared_by_meaning_not_by_their_digits():
    events = [{"title": "events.md", "text": "The conference runs from 14 to 16 October 2026. Registration closes on "
               "30 September 2026 and costs $450. The venue holds 1,200 people."}]
    for answer in ("It takes place from Oct 14 to Oct 16.", "Registration closes on Sept 30 and costs $450.",
                   "Registration closes on 30 September 2026 and costs $450."):
        assert [f for f in verdict(answer, events).findings if f.severity == "critical"] == [], answer
    # the 1 of "1,200 people" does not support the 1st of October
    v = verdict("Registration closes on 1 October and costs $450.", events)
    assert [(f.content, f.notes) for f in v.findings] == [("1 October", "date not found in the context")]


def test_citation_markers_by_title_number_and_footnote():
    chunks = [{"title": "Refund Policy (2025)", "text": "Refunds are issued within 14 days."},
              {"title": "shipping_faq.md", "text": "Orders ship in 2 business days."}]
    for ok in ("Refunds are issued within 14 days [Refund Policy (2025)].", "Orders ship in 2 business days [^2].",
               "Orders ship in 2 business days [Source: shipping_faq].", "Orders ship in 2 business days [source2]."):
        assert verdict(ok, chunks).findings == [], ok
    for bad, cited in (("Orders ship in 2 business days [^3].", "3"), ("Refunds take 14 days [Refunds Guide].", "Refunds Guide")):
        assert [(f.type, f.content) for f in verdict(bad, chunks).findings] == [("fabricated_citation", cited)], bad


def test_an_able_adjective_is_its_verb():
    gifts = [{"title": "refunds.md", "text": "Refunds are issued within 14 days. We do not refund gift cards."}]
    assert verdict("Gift cards are not refundable.", gifts).findings == []
    assert verdict("Gift cards are not transferable.", gifts).hallucination != "clean"


def test_a_short_word_matches_its_plural():
    menu = [{"title": "menu.md", "text": "Categories: Sushi Bars, Japanese. Prices include taxes."}]
    assert verdict("It is a Japanese sushi bar.", menu).findings == []
    assert verdict("Prices include tax.", menu).findings == []
    assert verdict("It is a Japanese sushi pub.", menu).hallucination != "clean"


def test_a_clause_naming_a_gap_is_not_a_claim_in_a_sentence_that_answers():
    fees = [{"title": "fees.md", "text": "A replacement card costs $3. Printing costs $0.10 per page."}]
    for answer in ("I couldn't find whether cheques are accepted, but a replacement card costs $3.",
                   "The notes don't mention express cards; a replacement card costs $3.",
                   "I don't know about express options, but a replacement card costs $3."):
        assert verdict(answer, fees).findings == [], answer
    # the gap clause's figures are still checked, and so is an answering clause of new words
    assert [f.content for f in verdict("I can't confirm the $5 express fee, but a replacement card costs $3.", fees).findings] == ["$5"]
    assert verdict("I couldn't find the cheque rules, but express cards ship overnight by courier.", fees).hallucination != "clean"


def test_a_figure_is_read_whole_not_from_the_digits_of_a_longer_one():
    venue = [{"title": "venue.md", "text": "The venue holds 1,200 people and has a 4.5-star rating from 212 reviews."},
             {"title": "data.json", "text": '{"business_stars": 4.0, "capacity": 900}'}]
    for ok in ("The venue holds 1200 people.", "It has a 4.5-star rating.", "It has 212 reviews.",
               "The data gives it 4 stars.", "It seats 900."):
        assert [f for f in verdict(ok, venue).findings if f.severity == "critical"] == [], ok
    for bad, figure in (("The venue holds 200 people.", "200 people"), ("It has 12 reviews.", "12 reviews"),
                        ("It has a 5-star rating.", "5-star")):
        assert [f.content for f in verdict(bad, venue).findings if f.severity == "critical"] == [figure], bad


def test_a_neighbour_of_an_out_of_date_cue_does_not_excuse_a_current_claim():
    # the hedge beside a superseded value does not make it the answer when a current chunk says otherwise
    v = verdict("A replacement card costs $5. This may be out of date.", FEES)
    assert [(f.content, f.notes) for f in v.findings] == [
        ("$5", "money only in a superseded source; the current source says '$3'")]
    # a neighbour that says it states what holds now never rests on a superseded chunk
    now = verdict("An older version says $5. Today a card costs $5.", FEES[:1])
    assert [f.sentence for f in now.findings if f.severity == "critical"] == [1]
    # with no current figure for it, the neighbour may rest on the superseded chunk
    loans = [FEES[0], {"title": "loans.md", "text": "The loan period is 21 days."}]
    assert verdict("A replacement card costs $5. This may be out of date.", loans).findings == []
    assert verdict("The old fee list says a replacement card costs $5.", FEES[:1]).findings == []


def test_every_hedge_derive_asks_of_a_stale_only_answer_is_an_out_of_date_cue():
    from groundtest.checker.dated import DATED
    from groundtest.derive.stale import HEDGES

    assert [h for h in HEDGES if not DATED.search(f"The fee is $5; this {h}.")] == []
