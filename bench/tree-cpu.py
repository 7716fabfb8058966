#!/usr/bin/env python3
"""The CPU seconds (user + sys) of a command's whole process tree, and where they went (decision 0084).

    python3 bench/tree-cpu.py OUT.json CMD...   e.g. CI=true E2E_PORT=3746 python3 bench/tree-cpu.py cpu.json \
        node node_modules/@playwright/test/cli.js test

Runs CMD as a child subreaper: the processes its descendants orphan (Chromium's zygote forks its renderers twice,
so they leave the tree) are reparented to this process and reaped here, so the total, getrusage of the reaped
children, counts every one of them. Twice a second it also reads every descendant's utime + stime from /proc and
keeps each process's last value, summed by kind (Chromium's renderers, browser, GPU and utility processes, the
journeys' server, Playwright, PostgreSQL, Vitest): a process's last half second is missed there, not in the total.
Writes the total, wall time, the load average at the start and the end, and the kinds to OUT.json."""
import ctypes, json, os, resource, subprocess, sys, time
libc = ctypes.CDLL(None, use_errno=True)
libc.prctl(36, 1, 0, 0, 0)  # PR_SET_CHILD_SUBREAPER
HZ = os.sysconf('SC_CLK_TCK')
out = sys.argv[1]
la0 = open('/proc/loadavg').read().split()[:3]
t0 = time.time()
child = subprocess.Popen(sys.argv[2:])
me = os.getpid()
last = {}  # pid -> (kind, cpu)

def kind(cmd):
    if 'chrom' in cmd:
        if '--type=renderer' in cmd: return 'chromium renderer'
        if '--type=gpu' in cmd: return 'chromium gpu'
        if '--type=utility' in cmd: return 'chromium utility'
        if '--type=zygote' in cmd: return 'chromium zygote'
        return 'chromium browser'
    if 'dist/server/main.js' in cmd: return 'e2e server'
    if 'playwright' in cmd: return 'playwright'
    if 'postgres' in cmd: return 'postgres'
    if 'vitest' in cmd: return 'vitest'
    return 'other:' + cmd.split(' ')[0][-30:]

def sample():
    procs = {}
    for p in os.listdir('/proc'):
        if not p.isdigit(): continue
        try:
            st = open(f'/proc/{p}/stat').read()
            rest = st[st.rfind(')') + 2:].split()
            procs[int(p)] = (int(rest[1]), (int(rest[11]) + int(rest[12])) / HZ)
        except Exception: pass
    kids = {}
    for pid, (pp, _) in procs.items(): kids.setdefault(pp, []).append(pid)
    stack = [me]; seen = set()
    while stack:
        pid = stack.pop()
        for c in kids.get(pid, []):
            if c in seen: continue
            seen.add(c); stack.append(c)
            if c not in last or last[c][0].startswith('other'):
                try: cmd = open(f'/proc/{c}/cmdline').read().replace('\0', ' ')
                except Exception: cmd = ''
                k = kind(cmd)
            else: k = last[c][0]
            last[c] = (k, procs[c][1])

rc = None
while True:
    sample()
    try:
        pid, status = os.waitpid(-1, os.WNOHANG)
        while pid:
            if pid == child.pid: rc = os.waitstatus_to_exitcode(status)
            pid, status = os.waitpid(-1, os.WNOHANG)
    except ChildProcessError:
        break
    time.sleep(0.5)
ru = resource.getrusage(resource.RUSAGE_CHILDREN)
kinds = {}
for k, c in last.values(): kinds[k] = round(kinds.get(k, 0) + c, 1)
res = {'cmd': sys.argv[2:], 'rc': rc, 'wall': round(time.time() - t0, 1), 'cpu_total': round(ru.ru_utime + ru.ru_stime, 1),
       'user': round(ru.ru_utime, 1), 'sys': round(ru.ru_stime, 1), 'load_start': la0,
       'load_end': open('/proc/loadavg').read().split()[:3], 'kinds': dict(sorted(kinds.items(), key=lambda x: -x[1]))}
json.dump(res, open(out, 'w'), indent=1)
print(json.dumps(res, indent=1), file=sys.stderr)
sys.exit(rc or 0)
