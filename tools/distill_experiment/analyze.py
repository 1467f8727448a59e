import json, glob, collections
from ciapano_qt.ai.policy import BELOW, ABOVE
from ciapano_qt.engine.cards import SUIT_MASKS, CLASSIC_THIRDS
rows = [r for f in sorted(glob.glob("/tmp/distill/data_*.json")) for r in json.load(open(f))]
cnt = collections.Counter(); agree = collections.Counter()
ex = collections.defaultdict(collections.Counter)
for hand, legal, led, best, last, out, trick, rule, card in rows:
    if led < 0: typ = "lead"
    elif legal & SUIT_MASKS[led]:
        typ = "follow-duck" if legal & BELOW[best] else "follow-over" + ("-last" if last else "")
    else: typ = "void"
    cnt[typ] += 1; agree[typ] += rule == card
    if rule != card:
        if typ == "lead":
            k = "same suit" if rule//10 == card//10 else "other suit"
            k += ", higher" if card > rule and rule//10==card//10 else ""
        elif typ == "follow-duck":
            k = "plays over" if card > best else "lower duck"
        elif typ.startswith("follow-over"):
            k = f"rule r{rule%10} card r{card%10}"
        else:
            k = f"rule v{CLASSIC_THIRDS[rule]} card v{CLASSIC_THIRDS[card]}" + (" same suit" if rule//10==card//10 else "")
        ex[typ][k] += 1
for t in cnt:
    print(t, cnt[t], round(agree[t]/cnt[t], 3), ex[t].most_common(6))
