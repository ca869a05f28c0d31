"""bench/ab_summary.py OUT NAME_A NAME_B: the forks bench/ab.sh wrote, as a table: per benchmark the median of
the fork means of each jar, their ratio, and a 90 % bootstrap interval of that ratio."""
import json, glob, sys, statistics, collections, os, random
out, names = sys.argv[1], sys.argv[2:]
forks = collections.defaultdict(lambda: collections.defaultdict(list))
units = {}
for n in names:
    for f in sorted(glob.glob(f"{out}/{n}.*.json")):
        if os.path.getsize(f) == 0: continue
        for b in json.load(open(f)):
            bench = b['benchmark'].split('.')[-1]
            units[bench] = b['primaryMetric']['scoreUnit']
            forks[bench][n].append(b['primaryMetric']['score'])
print(f"| row | {names[0]}: median of fork means (forks) | {names[1]}: median of fork means (forks) | {names[1]}/{names[0]} | 90% interval of the ratio |")
print("|---|---|---|---|---|")
random.seed(1)
for bench in sorted(forks):
    a, b = forks[bench][names[0]], forks[bench][names[1]]
    if not a or not b: continue
    ma, mb = statistics.median(a), statistics.median(b)
    boots = sorted(statistics.median(random.choices(b, k=len(b))) / statistics.median(random.choices(a, k=len(a))) for _ in range(2000))
    lo, hi = boots[100], boots[1899]
    u = units[bench]
    print(f"| {bench} | {ma:.3g} {u} ({len(a)}) | {mb:.3g} {u} ({len(b)}) | {mb/ma:.3f} | {lo:.2f}–{hi:.2f} |")
