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

#: the words before a plural noun that count more than one of it
GROUP_COUNT: frozenset[str] = frozenset("""both all two three four five six seven eight nine ten eleven twelve several
    many multiple""".split())
