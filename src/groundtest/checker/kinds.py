"""English tables of what a price or a limit is stated *per*, for the frames (:mod:`.frames`).

Data only, no rules:

- :data:`KINDS`: the kinds of a per-unit noun. A claim that names a kind names the unit: "Second dog:
  £25" states the context's "£25 for each additional pet" per the dog it names, "Once your puppy is
  grown, a booster costs £48" the "£48 per pet" of that puppy (a kind is read in the singular and the
  plural, irregular plurals by :data:`IRREGULAR`).
- :data:`PER_ABBREVIATIONS`: per-units written as an abbreviation after an amount of money ("£25 pp",
  "£90 pppn", "£950 pcm", "£1,200 pa"): read as the per-phrase they stand for. ("pm" is a clock time,
  never read here; after a bare number "pp" is pages or percentage points: only money is read.)
- :data:`GROUP_COUNT`: the words before a plural that count more than one ("both dogs", "your two
  children", "all three kids"): a bare price beside such a group is the group's, not each one's.
"""
from __future__ import annotations

#: per-unit noun (as :data:`groundtest.checker.frames.PERIODS` names it) → the nouns that are a kind of it
KINDS: dict[str, frozenset[str]] = {
    "pet": frozenset("""dog puppy pup cat kitten rabbit bunny hamster guinea ferret parrot budgie bird tortoise
        horse pony""".split()),
    "person": frozenset("""adult child kid guest member visitor passenger participant attendee student senior
        pensioner diner rider player teen teenager junior customer client patient delegate learner pupil man woman
        boy girl baby infant toddler son daughter""".split()),
    "adult": frozenset("man woman parent grandparent senior pensioner".split()),
    "child": frozenset("kid son daughter boy girl junior toddler baby infant pupil teen teenager".split()),
    "vehicle": frozenset("car van motorbike motorcycle campervan motorhome caravan lorry truck minibus".split()),
    "device": frozenset("phone smartphone laptop tablet computer watch".split()),
    "bag": frozenset("suitcase case rucksack backpack holdall".split()),
    "guest": frozenset("adult child kid visitor".split()),
    "passenger": frozenset("adult child kid infant".split()),
    "member": frozenset("adult child junior senior".split()),
}

#: English plurals no suffix rule reaches, read as their singular (a plural in "-ies" is read by its suffix: "puppies")
IRREGULAR: dict[str, str] = {"women": "woman", "men": "man", "children": "child", "people": "person", "feet": "foot",
                             "teeth": "tooth", "geese": "goose", "mice": "mouse", "wives": "wife", "knives": "knife",
                             "shelves": "shelf", "loaves": "loaf", "oxen": "ox"}

#: an abbreviated per-phrase after an amount of money → the per-units it names
PER_ABBREVIATIONS: dict[str, tuple[str, ...]] = {
    "pp": ("person",), "p.p.": ("person",), "p/p": ("person",), "pppn": ("person", "night"),
    "ppn": ("person", "night"), "pn": ("night",), "pa": ("year",), "p.a.": ("year",), "pcm": ("month",),
    "pw": ("week",), "p/w": ("week",), "ph": ("hour",), "p/h": ("hour",), "pd": ("day",), "p/d": ("day",),
}

#: the words that make a count an excess over another figure, inside the value ("50 extra drinks", "2 additional nights",
#: "3 more hours"): a difference worked out, no rival of the context's count or bound
EXCESS_WORDS: frozenset[str] = frozenset("extra additional more further spare surplus".split())
#: the words before a plural noun that count more than one of it
GROUP_COUNT: frozenset[str] = frozenset("""both all two three four five six seven eight nine ten eleven twelve several
    many multiple""".split())

#: the words right before a figure that say it is approximate ("around 5 hours", "about £40", "roughly 3 weeks", "an
#: estimated 2 days"): a figure the context says so of is not the claim's exact one (:func:`groundtest.checker.frames.read`)
APPROXIMATORS: tuple[str, ...] = ("around", "about", "approximately", "approx", "roughly", "circa", "nearly", "almost",
                                  "estimated", "on average")

#: the phrases in a figure's clause before it that make it an aim, not a promise ("the council aims to decide … within 12
#: weeks", "we try to reply within 2 days", "our target is 5 days"): a verb of aiming is read with its "to" ("after 2
#: tries" is no aim), a noun of it with its verb. (A habit — "a decision is usually issued within 28 days" — is not read:
#: an answer that drops "usually" was graded right on the dev sets)
AIMS: tuple[str, ...] = ("aim to", "aims to", "aimed to", "aiming to", "aim is", "try to", "tries to", "trying to",
                         "strive to", "strives to", "endeavour to", "endeavours to", "expect to", "expects to",
                         "expected to", "hope to", "hopes to", "target is", "targets", "target of", "on average")

#: a claim's own words that keep a figure approximate or an aim (any of :data:`APPROXIMATORS`, the words of :data:`AIMS`,
#: a modal of possibility, "up to", "-ish", a rough guide, what is standard or usual): a reworded qualifier
HEDGES: tuple[str, ...] = APPROXIMATORS + ("typically", "usually", "normally", "aim", "aims", "aimed", "aiming", "target", "targets", "targeted",
                                           "intend", "intends", "intended", "try", "tries", "expect", "expects",
                                           "expected", "hope", "may", "might", "could", "can", "should", "up to",
                                           "rough", "estimate", "estimates", "ish", "likely", "give or take", "or so",
                                           "typical", "usual", "normal", "standard", "guide", "guideline", "ideally",
                                           "often", "generally", "average")

#: units of measure a price may be stated per ("£15 per mile", "£2 per kg"): a flat charge said per one of them is
#: another charge (the periods of time are :data:`groundtest.checker.frames.PERIODS`)
MEASURES: frozenset[str] = frozenset("""mile kilometre kilometer km metre meter foot yard inch kg kilo kilogram gram
    litre liter gallon acre hectare""".split())
