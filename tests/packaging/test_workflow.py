"""The build workflow: what it runs on each system, and that it is lint-clean (actionlint, and
shellcheck on its shell steps and the packaging scripts: ``packaging/lint_workflow.py``).

The lint runs on Linux, where ``.ci/run`` (through ``packaging/linux/build-deps.sh``) installs
shellcheck and actionlint; there a missing tool fails the test. The workflow's lint job runs the
same command on its Ubuntu runner.
"""

from __future__ import annotations

import sys
from pathlib import Path
from types import ModuleType

import pytest
import yaml

from .conftest import ROOT, load

WORKFLOW = ROOT / ".github" / "workflows" / "build.yml"
linux_only = pytest.mark.skipif(
    not sys.platform.startswith("linux"),
    reason="the workflow lint runs on Linux (.ci/run and the lint job install its tools there)",
)


@pytest.fixture(scope="module")
def lint() -> ModuleType:
    return load("lint_workflow")


def workflow() -> dict:  # type: ignore[type-arg]
    return yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))


def test_workflow_runs_the_build_command_everywhere() -> None:
    text = WORKFLOW.read_text(encoding="utf-8")
    for needed in (
        "packaging/build.py --clean ${{ matrix.args }}",
        "--deb",
        "--installer",
        "--smoke /usr/bin/ciapano",
        "actions/upload-artifact",
        "packaging/lint_workflow.py",
    ):
        assert needed in text, needed
    data = workflow()
    assert set(data["jobs"]) >= {"lint", "build"}
    systems = {entry["os"] for entry in data["jobs"]["build"]["strategy"]["matrix"]["include"]}
    assert any(s.startswith("ubuntu-") for s in systems)
    assert any(s.startswith("windows-") for s in systems)
    # Apple silicon (macos-latest) and Intel Macs (their own x86_64 runner): docs/packaging.md
    assert {"macos-latest", "macos-15-intel"} <= systems


def test_each_build_uploads_under_its_own_name() -> None:
    """Two macOS jobs (arm64, x86_64): the artifact name must tell them apart, else the second
    upload fails."""
    steps = workflow()["jobs"]["build"]["steps"]
    upload = next(s for s in steps if str(s.get("uses", "")).startswith("actions/upload-artifact"))
    assert "runner.os" in upload["with"]["name"] and "runner.arch" in upload["with"]["name"]


NODE24_MAJORS = {
    "actions/checkout": 5,
    "actions/setup-python": 6,
    "actions/upload-artifact": 5,
    "actions/download-artifact": 5,
}
"""The first major of each action that runs on Node 24 (Node 20's are forced onto it)."""


def _uses(data: dict) -> list[str]:  # type: ignore[type-arg]
    return [
        str(step["uses"])
        for job in data["jobs"].values()
        for step in job.get("steps", [])
        if "uses" in step
    ]


def test_actions_are_their_node_24_majors_on_current_runners() -> None:
    text = WORKFLOW.read_text(encoding="utf-8")
    assert "FORCE_JAVASCRIPT_ACTIONS_TO_NODE24" not in text
    data = workflow()
    used = _uses(data)
    assert {u.split("@")[0] for u in used} == set(NODE24_MAJORS)
    for use in used:
        action, version = use.split("@")
        assert int(version.removeprefix("v").split(".")[0]) >= NODE24_MAJORS[action], use
    labels = [str(job["runs-on"]) for job in data["jobs"].values()]
    labels += [e["os"] for e in data["jobs"]["build"]["strategy"]["matrix"]["include"]]
    assert "ubuntu-22.04" not in labels and "ubuntu-24.04" in labels


def test_linux_builds_in_a_debian_12_container() -> None:
    """The bundle runs on Debian 12's glibc (docs/packaging.md): it is built there, by the
    container's own Python, with what the bare image lacks installed first."""
    build = workflow()["jobs"]["build"]
    linux = [e for e in build["strategy"]["matrix"]["include"] if e["os"].startswith("ubuntu-")]
    assert len(linux) == 1 and linux[0]["container"] == "debian:12"
    assert linux[0]["base"] == "python3" and build["container"] == "${{ matrix.container }}"
    first = build["steps"][0]
    assert first["if"] == "runner.os == 'Linux'"
    assert all(p in first["run"].split() for p in ("python3", "python3-venv", "git"))
    setup = next(s for s in build["steps"] if "setup-python" in str(s.get("uses")))
    assert setup["if"] == "runner.os != 'Linux'"
    lines = [line.strip() for s in build["steps"] for line in str(s.get("run")).splitlines()]
    assert not any(line.startswith("sudo ") for line in lines)  # root there, and no sudo


def test_a_failed_build_keeps_its_logs_and_work_folder() -> None:
    steps = workflow()["jobs"]["build"]["steps"]
    kept = [s for s in steps if s.get("if") == "failure()"]
    assert len(kept) == 1 and str(kept[0]["uses"]).startswith("actions/upload-artifact@")
    assert "build/" in kept[0]["with"]["path"].split()
    assert "runner.os" in kept[0]["with"]["name"] and "runner.arch" in kept[0]["with"]["name"]


def test_inno_setup_is_looked_for_as_the_build_looks_for_it() -> None:
    inno = next(
        s for s in workflow()["jobs"]["build"]["steps"] if s.get("name") == "Inno Setup (Windows)"
    )
    assert "packaging/build.py --find-iscc" in inno["run"] and "Inno Setup 6" not in inno["run"]


@linux_only
def test_workflow_and_packaging_scripts_are_lint_clean(lint: ModuleType) -> None:
    try:
        problems = lint.lint(lint.default_paths())
    except lint.MissingTool as exc:
        pytest.fail(str(exc))
    assert not problems, "\n".join(problems)


BAD_WORKFLOW = """\
on: push
defaults:
  run:
    shell: bash
jobs:
  build:
    runs-on: ubuntu-22.04
    steps:
      - name: Unquoted
        run: |
          files=$(ls *.txt)
          echo ${{ matrix.missing }} $files
      - name: Windows shell
        shell: pwsh
        run: Write-Output $env:X
"""


@linux_only
def test_the_lint_finds_a_shell_problem_and_a_bad_expression(
    lint: ModuleType, tmp_path: Path
) -> None:
    bad = tmp_path / "bad.yml"
    bad.write_text(BAD_WORKFLOW, encoding="utf-8")
    try:
        problems = lint.lint([bad])
    except lint.MissingTool as exc:
        pytest.fail(str(exc))
    text = "\n".join(problems)
    assert "SC2086" in text and "step 'Unquoted' (line 10)" in text  # $files unquoted
    assert 'property "missing" is not defined' in text  # actionlint: matrix.missing
    assert "Windows shell" not in text  # pwsh steps are not shell-checked


def test_expressions_become_placeholders_of_the_same_length(
    lint: ModuleType, tmp_path: Path
) -> None:
    path = tmp_path / "w.yml"
    path.write_text(BAD_WORKFLOW, encoding="utf-8")
    scripts = lint.run_scripts(path)
    assert [s.shell for s in scripts] == ["bash"]
    assert "echo " + "_" * len("${{ matrix.missing }}") + " $files" in scripts[0].text


@linux_only
def test_a_lint_script_finding_fails_the_command(lint: ModuleType, tmp_path: Path) -> None:
    script = tmp_path / "x.sh"
    script.write_text("#!/bin/sh\nfor f in $(ls); do echo $f; done\n", encoding="utf-8")
    assert lint.main([str(script)]) == 1
    script.write_text('#!/bin/sh\nfor f in ./*; do echo "$f"; done\n', encoding="utf-8")
    assert lint.main([str(script)]) == 0
