import json, math, random, sys, glob
sys.path.insert(0, "/tmp/distill")
from learned import features, NF, NT, kind
from ciapano_qt.engine.cards import CLASSIC_THIRDS

rows = [r for f in sorted(glob.glob("/tmp/distill/data_*.json")) for r in json.load(open(f))]
samples = []
for hand, legal, led, best, last, out, trick, rule, card in rows:
    tp = sum(CLASSIC_THIRDS[x] for x in range(40) if trick >> x & 1)
    cands = [c for c in range(40) if legal >> c & 1]
    feats = [features(c, rule, hand, legal, led, best, last, out, tp) for c in cands]
    samples.append((kind(legal, led, best, last), feats, cands.index(card), cands.index(rule)))
random.Random(1).shuffle(samples)
k = len(samples) // 10
val, tr = samples[:k], samples[k:]
W = [[3.0] + [0.0] * (NF - 1) for _ in range(NT)]
def acc(Ws, data):
    ok = 0
    for k, feats, y, _ in data:
        ws = Ws[k]
        scores = [sum(a * b for a, b in zip(ws, f)) for f in feats]
        ok += max(range(len(scores)), key=lambda i: scores[i]) == y
    return ok / len(data)
print(len(samples), "samples; rule acc val", sum(y == r for _, _, y, r in val) / len(val))
lr, l2 = 0.01, 1e-4
M = [[0.0] * NF for _ in range(NT)]; V = [[0.0] * NF for _ in range(NT)]; T = [0] * NT
for epoch in range(10):
    random.Random(epoch).shuffle(tr)
    for k, feats, y, _ in tr:
        w, m, v = W[k], M[k], V[k]
        T[k] += 1; t = T[k]
        scores = [sum(a * b for a, b in zip(w, f)) for f in feats]
        mx = max(scores); ex = [math.exp(s - mx) for s in scores]; z = sum(ex)
        p = [e / z for e in ex]
        for j in range(NF):
            g = sum((p[i] - (i == y)) * feats[i][j] for i in range(len(feats))) + l2 * w[j]
            m[j] = 0.9 * m[j] + 0.1 * g; v[j] = 0.999 * v[j] + 0.001 * g * g
            w[j] -= lr * (m[j] / (1 - 0.9 ** t)) / (math.sqrt(v[j] / (1 - 0.999 ** t)) + 1e-8)
    print("epoch", epoch, "train", round(acc(W, tr[:5000]), 3), "val", round(acc(W, val), 3))
json.dump(W, open("/tmp/distill/w.json", "w"))
for k in range(NT):
    sub = [x for x in val if x[0] == k]
    print(k, len(sub), "rule", round(sum(y == r for _, _, y, r in sub) / len(sub), 3), "learned", round(acc(W, sub), 3))
