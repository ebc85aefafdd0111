#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Every error of the engine and its modules is a template a translator can see (issue 17).

In engine/ and rules/: no code but engine/carc_err.c writes an error's msg; every template given to
carc_err_set, carc_err_pick or carc_err_wrap (directly, through a file's FAIL/BAD macro, or through a
helper taking the template as `key`) is a string literal there, or marked CARC_N_ where it is chosen
before the call (a ternary, a table); its only conversions are %s (at most CARC_ERR_ARGS of them).
When xgettext is installed, the keywords docs/ENGINE.md gives extract exactly these templates and the
modules' titles (marked CARC_N_ for the menus).
Usage: err_sites_test.py SOURCE_DIR"""
import glob
import os
import re
import shutil
import subprocess
import sys

ARGS_MAX, CTX_ARGS_MAX = 6, 2
XGETTEXT = ['--keyword=carc_err_set:3', '--keyword=carc_err_wrap:2', '--keyword=CARC_N_',
            '--flag=carc_err_set:3:c-format', '--flag=carc_err_wrap:2:c-format', '--flag=CARC_N_:1:c-format']

src = sys.argv[1]
failures = []


def fail(where, what):
    failures.append(f'{where}: {what}')


def strip_comments(text):
    """Comments blanked (newlines kept for line numbers), string and character literals kept."""
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith('/*', i):
            j = text.find('*/', i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r'[^\n]', ' ', text[i:j]))
            i = j
        elif text.startswith('//', i):
            j = text.find('\n', i)
            j = n if j < 0 else j
            i = j
        elif c in '"\'':
            j = literal_end(text, i)
            out.append(text[i:j])
            i = j
        else:
            out.append(c)
            i += 1
    return ''.join(out)


def literal_end(text, i):
    """Index just past the string or character literal starting at i."""
    j = i + 1
    while text[j] != text[i]:
        j += 2 if text[j] == '\\' else 1
    return j + 1


def close_paren(code, open_at):
    """Index of the parenthesis closing the one at open_at."""
    depth, i = 0, open_at
    while i < len(code):
        c = code[i]
        if c in '"\'':
            i = literal_end(code, i) - 1
        elif c in '([{':
            depth += 1
        elif c in ')]}':
            depth -= 1
            if depth == 0:
                return i
        i += 1
    raise ValueError('unbalanced parentheses')


def split_args(text):
    args, depth, cur, i = [], 0, '', 0
    while i < len(text):
        c = text[i]
        if c in '"\'':
            j = literal_end(text, i)
            cur += text[i:j]
            i = j
            continue
        if c in '([{':
            depth += 1
        elif c in ')]}':
            depth -= 1
        if c == ',' and depth == 0:
            args.append(cur.strip())
            cur = ''
        else:
            cur += c
        i += 1
    args.append(cur.strip())
    return args


LITERAL = r'"(?:[^"\\]|\\.)*"'
LITERALS = re.compile(rf'^(?:{LITERAL}\s*)+$')
MARKED = re.compile(rf'^CARC_N_\(\s*((?:{LITERAL}\s*)+)\)$')


def literal_text(lits):
    return ''.join(re.findall(LITERAL, lits))


def literal_value(lits):
    return ''.join(m[1:-1] for m in re.findall(LITERAL, lits))


def check_template(where, value, wrap):
    convs = re.findall(r'%(.)', value.replace('%%', ''))
    if any(c != 's' for c in convs):
        fail(where, f'template "{value}" has a conversion other than %s')
    if wrap and not 1 <= len(convs) <= CTX_ARGS_MAX + 1:
        fail(where, f'context "{value}" needs 1 to {CTX_ARGS_MAX + 1} %s (its arguments, then the wrapped text)')
    if not wrap and len(convs) > ARGS_MAX:
        fail(where, f'template "{value}" has more than {ARGS_MAX} %s')


templates = set()
functions = {}  # name -> (file, index of the template parameter): helpers forwarding a template
tables = {}     # (file, name) -> initializer text


def function_at(code, pos):
    """(name, parameter names) of the function whose body holds pos, or None."""
    best = None
    for m in re.finditer(r'^[A-Za-z_][\w \t\*]*?\b(\w+)\(([^;{}()]*)\)\s*\{', code, re.M):
        body_end = close_paren(code, m.end() - 1)
        if m.end() <= pos <= body_end:
            params = [re.sub(r'.*?(\w+)$', r'\1', p.strip()) for p in m.group(2).split(',')]
            best = (m.group(1), params)
    return best


def check_arg(where, code, pos, arg, wrap, forwarded, path):
    """One template argument; forwarded: passed to a helper or macro, so xgettext needs CARC_N_."""
    if LITERALS.match(arg) and not forwarded:
        templates.add(literal_text(arg))
        check_template(where, literal_value(arg), wrap)
        return
    m = MARKED.match(arg)
    if m:
        templates.add(literal_text(m.group(1)))
        check_template(where, literal_value(m.group(1)), wrap)
        return
    t = re.match(r'^[^?]+\?\s*(.*?)\s*:\s*(CARC_N_\(.*\))$', arg, re.S)
    if t and MARKED.match(t.group(1).strip()) and MARKED.match(t.group(2).strip()):
        for branch in t.groups():
            lits = MARKED.match(branch.strip()).group(1)
            templates.add(literal_text(lits))
            check_template(where, literal_value(lits), wrap)
        return
    t = re.match(r'^(\w+)\[.*\]$', arg, re.S)
    if t:
        init = re.search(rf'\b{t.group(1)}\[[^\]]*\](?:\[[^\]]*\])*\s*=\s*\{{', code)
        if not init:
            fail(where, f'table {t.group(1)} not found in this file')
            return
        body = code[init.end() - 1:close_paren(code, init.end() - 1) + 1]
        rest = re.sub(rf'CARC_N_\(\s*(?:{LITERAL}\s*)+\)|NULL|[{{}},\s]', '', body)
        if rest:
            fail(where, f'table {t.group(1)} holds something other than CARC_N_ templates and NULL: {rest[:60]}')
        for lits in re.findall(rf'CARC_N_\(\s*((?:{LITERAL}\s*)+)\)', body):
            templates.add(literal_text(lits))
            check_template(where, literal_value(lits), wrap)
        return
    if arg == '__VA_ARGS__':
        return  # a macro's: its call sites are checked
    fn = function_at(code, pos)
    if re.fullmatch(r'\w+', arg) and fn and arg in fn[1]:
        functions[fn[0]] = (path, fn[1].index(arg), wrap)
        return
    fail(where, f'template "{arg}" is not a literal, CARC_N_ literal(s) or a table of them')


# a module's title (carc_module.title) is marked CARC_N_ for the menus; it is no error template
titles = set()

paths = sorted(glob.glob(f'{src}/engine/**/*.[ch]', recursive=True) + glob.glob(f'{src}/rules/**/*.[ch]', recursive=True))
codes = {p: strip_comments(open(p, encoding='utf-8').read()) for p in paths}
writes = re.compile(r'\b(?:v?s?n?printf|strn?cpy|strn?cat|memcpy|memmove|memset)\s*\(\s*[^,;]*\bmsg\b|\bmsg\s*(?:\[[^\]]*\]\s*)?(?:=[^=]|\+=)')
calls = re.compile(r'\b(carc_err_set|carc_err_pick|carc_err_wrap)\s*\(')

for path in paths:
    code, rel = codes[path], os.path.relpath(path, src)
    if rel != 'engine/carc_err.c':
        for m in writes.finditer(code):
            fail(f'{rel}:{code.count(chr(10), 0, m.start()) + 1}', 'writes an error\'s msg: use carc_err_set')
    for m in calls.finditer(code):
        line = code.count('\n', 0, m.start()) + 1
        if code[:m.start()].rstrip().endswith(('int', 'void')) or rel == 'engine/carc_err.c':
            continue  # a declaration or the definition
        args = split_args(code[m.end():close_paren(code, m.end() - 1)])
        name = m.group(1)
        index = 1 if name == 'carc_err_wrap' else 2
        if len(args) <= index:
            fail(f'{rel}:{line}', f'{name} without a template')
            continue
        check_arg(f'{rel}:{line}', code, m.start(), args[index], name == 'carc_err_wrap', name == 'carc_err_pick', path)
    for t in re.findall(rf'\.title\s*=\s*CARC_N_\(\s*((?:{LITERAL}\s*)+)\)', code):
        titles.add(literal_value(t))
    # a macro forwarding its arguments as a template: FAIL(...), BAD(...)
    for d in re.finditer(r'#define\s+(\w+)\(\.\.\.\)((?:.*\\\n)*.*)', code):
        if re.search(r'carc_err_set\s*\(\s*err\s*,[^,]*,\s*__VA_ARGS__\s*\)', d.group(2)):
            functions[d.group(1)] = (path, 0, False)

# the helpers' and macros' call sites: the template must be marked for xgettext
for fname, (path, index, wrap) in sorted(functions.items()):
    code, rel = codes[path], os.path.relpath(path, src)
    for m in re.finditer(rf'(?<![\w#]){fname}\s*\(', code):
        if re.search(rf'(?:define\s+|\b(?:bool|int|void|char)\s*\*?\s*){fname}\s*\($', code[:m.end()]):
            continue
        args = split_args(code[m.end():close_paren(code, m.end() - 1)])
        line = code.count('\n', 0, m.start()) + 1
        check_arg(f'{rel}:{line}', code, m.start(), args[index], wrap, True, path)

if len(templates) < 150:
    fail('engine/, rules/', f'only {len(templates)} templates found: the parser missed sites')

if shutil.which('xgettext'):
    c_files = [p for p in paths if p.endswith('.c') or p.endswith('.h')]
    po = subprocess.run(['xgettext', '--language=C', '--from-code=UTF-8', '-o', '-'] + XGETTEXT + c_files,
                        capture_output=True, text=True, check=True).stdout
    extracted = set()
    for entry in re.findall(r'^msgid ((?:".*"\n)+)', po + '\n', re.M):
        text = literal_value(entry)
        if text:
            extracted.add(text)
    found = {literal_value(t) for t in templates}
    for t in sorted(found - extracted):
        fail('xgettext', f'does not extract "{t}"')
    if len(titles) < 5:
        fail('rules/', f'{len(titles)} module titles marked CARC_N_, not 5')
    for t in sorted(extracted - found - titles):
        fail('xgettext', f'extracts "{t}", which is no error template')
    print(f'err_sites: xgettext extracts the {len(extracted)} templates')
else:
    print('err_sites: xgettext not installed, extraction not checked')

for f in failures:
    print(f, file=sys.stderr)
print(f'err_sites: {len(templates)} templates, {len(functions)} forwarding helpers, {len(failures)} problems')
sys.exit(1 if failures else 0)
