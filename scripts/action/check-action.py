"""Checks action.yml and .pre-commit-hooks.yaml, and runs one of the action's steps as GitHub would.

  check-action.py lint ROOT
      action.yml is a composite action whose every input is used, whose every `run` calls a script that exists in
      ROOT, and whose every `${{ inputs.X }}` names a declared input; .pre-commit-hooks.yaml is valid.
  check-action.py run ROOT STEP-ID [name=value ...]
      runs the `run` of the step with that id (or name) the way the runner does: its env with the expressions
      evaluated (inputs from name=value, else the declared defaults; github.*, runner.*, steps.*.outputs.* from
      ACTION_CONTEXT, a JSON object in the environment), in its working-directory, with GITHUB_ACTION_PATH=ROOT.
      Exits with the step's status.

Only the expressions action.yml uses are understood: a dotted name, a quoted literal, and one == or != between two
of them; anything else is an error here, so a new kind of expression is noticed.
"""

import json
import os
import re
import subprocess
import sys

import yaml

EXPRESSION = re.compile(r"\$\{\{\s*(.*?)\s*\}\}")
SCRIPT = re.compile(r'"\$GITHUB_ACTION_PATH/([^"]+)"')


def load(root):
    with open(os.path.join(root, "action.yml"), encoding="utf-8") as file:
        return yaml.safe_load(file)


def lint(root):
    problems = []
    action = load(root)
    runs = action.get("runs", {})
    if runs.get("using") != "composite":
        problems.append("runs.using is not composite")
    inputs = action.get("inputs", {})
    text = open(os.path.join(root, "action.yml"), encoding="utf-8").read()
    used = set(re.findall(r"inputs\.([A-Za-z0-9_-]+)", text))
    for name in inputs:
        if name not in used:
            problems.append(f"input {name} is declared and never used")
    for name in used - set(inputs):
        problems.append(f"inputs.{name} is used and not declared")
    ids = set()
    for index, step in enumerate(runs.get("steps", [])):
        label = step.get("name", f"step {index + 1}")
        if "id" in step:
            ids.add(step["id"])
        if "run" in step:
            if step.get("shell") is None:
                problems.append(f"{label}: a composite step's run needs a shell")
            scripts = SCRIPT.findall(step["run"])
            if not scripts:
                problems.append(f"{label}: run calls no script of the repository")
            for script in scripts:
                if not os.path.isfile(os.path.join(root, script)):
                    problems.append(f"{label}: {script} does not exist")
        elif "uses" not in step:
            problems.append(f"{label}: neither run nor uses")
    for step_id in re.findall(r"steps\.([A-Za-z0-9_-]+)\.", text):
        if step_id not in ids:
            problems.append(f"steps.{step_id} names no step")
    for name, output in action.get("outputs", {}).items():
        if "value" not in output:
            problems.append(f"output {name} has no value (a composite action's outputs need one)")
    with open(os.path.join(root, ".pre-commit-hooks.yaml"), encoding="utf-8") as file:
        hooks = yaml.safe_load(file)
    if not isinstance(hooks, list) or not hooks:
        problems.append(".pre-commit-hooks.yaml is not a list of hooks")
    else:
        for hook in hooks:
            for key in ("id", "name", "entry", "language"):
                if key not in hook:
                    problems.append(f".pre-commit-hooks.yaml: a hook has no {key}")
            if "files" in hook:
                re.compile(hook["files"])
            if hook.get("language") == "script":
                # pre-commit runs a script hook's entry from the repository it cloned: the file must be there and be
                # executable as git checks it out.
                script = os.path.join(root, str(hook.get("entry", "")).split()[0])
                if not os.path.isfile(script) or not os.access(script, os.X_OK):
                    problems.append(f".pre-commit-hooks.yaml: {hook.get('entry')}: not an executable file")
    for problem in problems:
        print(f"error: {problem}", file=sys.stderr)
    if problems:
        sys.exit(1)
    print(f"action.yml: {len(inputs)} inputs, all used; {len(runs.get('steps', []))} steps, scripts present. "
          f".pre-commit-hooks.yaml: {len(hooks)} hook(s).")


def evaluate(expression, context):
    def value(term):
        term = term.strip()
        if term.startswith("'") and term.endswith("'"):
            return term[1:-1]
        if re.fullmatch(r"[A-Za-z_][A-Za-z0-9_.-]*", term):
            if term not in context:
                raise SystemExit(f"error: no value for {term} (give it in ACTION_CONTEXT)")
            return context[term]
        raise SystemExit(f"error: check-action.py does not understand the expression '{term}'")

    for operator in ("!=", "=="):
        if operator in expression:
            left, right = expression.split(operator, 1)
            equal = value(left).lower() == value(right).lower()  # GitHub compares strings ignoring case
            return "true" if equal == (operator == "==") else "false"
    return value(expression)


def render(text, context):
    return EXPRESSION.sub(lambda match: evaluate(match.group(1), context), str(text))


def run(root, step_id, assignments):
    action = load(root)
    context = {}
    for name, spec in action.get("inputs", {}).items():
        context[f"inputs.{name}"] = str(spec.get("default", ""))
    context.update(json.loads(os.environ.get("ACTION_CONTEXT", "{}")))
    for name, spec in action.get("inputs", {}).items():
        context[f"inputs.{name}"] = render(context[f"inputs.{name}"], context)
    for assignment in assignments:
        name, _, value = assignment.partition("=")
        if name not in action.get("inputs", {}):
            raise SystemExit(f"error: action.yml declares no input {name}")
        context[f"inputs.{name}"] = value
    steps = [s for s in action["runs"]["steps"] if step_id in (s.get("id"), s.get("name"))]
    if len(steps) != 1 or "run" not in steps[0]:
        raise SystemExit(f"error: action.yml has no single run step named {step_id}")
    step = steps[0]
    env = dict(os.environ)
    env.pop("ACTION_CONTEXT", None)
    env["GITHUB_ACTION_PATH"] = root
    for name, value in step.get("env", {}).items():
        env[name] = render(value, context)
    directory = render(step.get("working-directory", "."), context)
    shell = step["shell"]
    if shell != "bash":
        raise SystemExit(f"error: step {step_id} runs in {shell}; only bash is run here")
    # GitHub runs `bash --noprofile --norc -eo pipefail {0}` with the step's run in a file.
    status = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", step["run"]],
                            cwd=directory, env=env).returncode
    sys.exit(status)


if __name__ == "__main__":
    if len(sys.argv) >= 3 and sys.argv[1] == "lint":
        lint(os.path.abspath(sys.argv[2]))
    elif len(sys.argv) >= 4 and sys.argv[1] == "run":
        run(os.path.abspath(sys.argv[2]), sys.argv[3], sys.argv[4:])
    else:
        print(__doc__, file=sys.stderr)
        sys.exit(64)
