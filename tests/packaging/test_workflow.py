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
