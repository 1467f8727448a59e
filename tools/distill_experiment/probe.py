"""Expert (blind) with learned rollouts vs hard, same deals as tools/ai_probe.py."""
import json, sys, multiprocessing, argparse
sys.path.insert(0, "/tmp/distill")
from ciapano_qt.ai import expert, tournament
from ciapano_qt.engine.rules import Rules

def patch(wpath):
    sys.path.insert(0, "/tmp/distill")
    import learned
    learned.load(wpath)
    expert.playout = learned.learned_playout

def one(task):
    return tournament.run_deal(*task)

if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--w", default="/tmp/distill/w.json")
    ap.add_argument("--deals", type=int, default=200)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--iterations", type=int, default=600)
    ap.add_argument("--field-iterations", type=int, default=150)
    ap.add_argument("--clock", action="store_true")
    ap.add_argument("--out")
    a = ap.parse_args()
    it, fit = (None, None) if a.clock else (a.iterations, a.field_iterations)
    cfg = tournament.Config(Rules(players=4), "expert", "hard", 2026, it, fit, True)
    tasks = [(cfg, i) for i in range(a.deals)]
    with multiprocessing.get_context("spawn").Pool(a.jobs, initializer=patch, initargs=(a.w,)) as p:
        res = list(p.imap(one, tasks, chunksize=1))
    out = tournament.summarize(cfg, res)
    if a.out:
        json.dump([[r.index, list(r.control), list(r.candidate)] for r in res], open(a.out, "w"))
    print(json.dumps({k: out[k] for k in ("delta", "ci95", "deals", "move_ms_median", "move_ms_p95", "rollouts_median") if k in out}))
