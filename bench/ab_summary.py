"""bench/ab_summary.py OUT NAME_A NAME_B: the forks bench/ab.sh wrote, as a table. Per benchmark: the median of
the fork means of each jar, their ratio with a 90 % bootstrap interval; and the same ratio over each fork's
fastest iteration, which a passing disturbance of the machine (another process, the host) does not inflate."""
import json, glob, sys, statistics, collections, os, random
out, names = sys.argv[1], sys.argv[2:]
means = collections.defaultdict(lambda: collections.defaultdict(list))
bests = collections.defaultdict(lambda: collections.defaultdict(list))
units = {}
for n in names:
    for f in sorted(glob.glob(f"{out}/{n}.*.json")):
        if os.path.getsize(f) == 0: continue
        for b in json.load(open(f)):
            bench = b['benchmark'].split('.')[-1]
            units[bench] = b['primaryMetric']['scoreUnit']
            means[bench][n].append(b['primaryMetric']['score'])
            bests[bench][n].append(min(x for fork in b['primaryMetric']['rawData'] for x in fork))
random.seed(1)

def ratio(a, b):
    boots = sorted(statistics.median(random.choices(b, k=len(b))) / statistics.median(random.choices(a, k=len(a))) for _ in range(2000))
    return statistics.median(b) / statistics.median(a), boots[100], boots[1899]

A, B = names
print(f"| row | {A}: median of fork means (forks) | {B}: median of fork means (forks) | {B}/{A} | 90% interval | {B}/{A}, fork bests | 90% interval |")
print("|---|---|---|---|---|---|---|")
for bench in sorted(means):
    a, b = means[bench][A], means[bench][B]
    if not a or not b: continue
    r, lo, hi = ratio(a, b)
    rb, lob, hib = ratio(bests[bench][A], bests[bench][B])
    u = units[bench]
    print(f"| {bench} | {statistics.median(a):.3g} {u} ({len(a)}) | {statistics.median(b):.3g} {u} ({len(b)}) | {r:.3f} | {lo:.2f}–{hi:.2f} | {rb:.3f} | {lob:.2f}–{hib:.2f} |")
