/**
 * The resume form's state in the browser: what each field starts with, the messages it shows, the
 * entries of its lists and the form's current values. The inputs stay uncontrolled, so the form is a
 * plain post before the scripts load and without them.
 *
 * It keeps the contract the server's Conform reading (`submission.reply()`) answers in:
 * - the add, remove and move buttons post a list change under `__intent__`; without JavaScript the
 *   server applies it and sends the form back; with it, the change is made here and nothing is sent;
 * - a field shows its message once it has been checked: every field after a submit, and from then
 *   on each one again as it is typed into; a new entry's fields only after the next submit;
 * - an answer from the server replaces the messages; one without JavaScript also gives the values.
 */
import { useEffect, useRef, useState, type FormEvent } from "react";
import type { SubmissionResult } from "@conform-to/react";
import { formatPath, getPath, parsePath, updatePath } from "../../lib/field-path.ts";
import { changeList, formPayload, INTENT_FIELD, intentButtonProps, readListIntent, type ListIntent, type Values } from "../../lib/form-payload.ts";

type Errors = Record<string, string[]>;

/** What a field's input needs: its name, ids, message and starting value. */
export interface FieldMeta {
  id: string;
  name: string;
  formId: string;
  errorId: string;
  errors: string[] | undefined;
  /** The value the input starts with (the loader's, the server's answer or an update). */
  initialValue: unknown;
  /** The value it holds now. */
  value: unknown;
  /** Changes when the field is rewritten, so that its input starts again from `initialValue`. */
  key: string;
  required: boolean | undefined;
}

/** The fields of a group ("personalInfo") or of a list's entry, by their names in it. */
export type Fieldset<T> = { readonly [K in keyof T & string]-?: FieldMeta };

export interface ListEntry<T = Values> {
  key: string;
  name: string;
  value: { [K in keyof T]?: unknown } | undefined;
  getFieldset: () => Fieldset<T>;
}

interface State {
  /** What the inputs start with. */
  initial: Values;
  /** The form's values now. */
  value: Values;
  /** Every message the checks give for the current values. */
  errors: Errors;
  /** The fields whose messages are shown. */
  checked: Set<string>;
  /** Each list's entry keys, in order; a field's own key where it was rewritten. */
  keys: Record<string, string[] | string>;
  /** Bumped when the whole form is rewritten (an import): every input starts again. */
  generation: number;
}

let lastKey = 0;
const newKey = () => `k${(lastKey += 1)}`;

/** A fresh key for each entry of each list in `values` (the resume's lists are at the top level). */
function listKeys(values: Values): State["keys"] {
  return Object.fromEntries(Object.entries(values).flatMap(([name, list]) => (Array.isArray(list) ? [[name, list.map(newKey)]] : [])));
}

/** The messages of the fields that have been checked ("" is the form's own message). */
function shownErrors(errors: Errors, checked: Set<string>): Errors {
  return Object.fromEntries(Object.entries(errors).filter(([name]) => checked.has(name)));
}

/**
 * Values as inputs take them, the way the server's answer carries them: text as is, a number as its
 * digits, a ticked box as "on" (an unticked one as nothing), no nulls.
 */
export function formValues(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(formValues);
  if (value !== null && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, formValues(item)]));
  if (typeof value === "boolean") return value ? "on" : undefined;
  if (typeof value === "number") return String(value);
  return value ?? undefined;
}

/** Field names moved along with a list change: an entry's names follow it, a removed entry's go. */
function moveNames(names: Iterable<string>, intent: ListIntent): Set<string> {
  const list = intent.payload.name;
  const size = Math.max(0, ...[...names].map((name) => (name.startsWith(`${list}[`) ? (parsePath(name)?.[1] as number) + 1 : 0)));
  const order = changeList(
    Array.from({ length: size }, (_, i) => i),
    intent,
    -1,
  );
  const moved = new Set<string>();
  for (const name of names) {
    const path = parsePath(name);
    if (!path || path[0] !== list || typeof path[1] !== "number") {
      moved.add(name);
      continue;
    }
    const to = order.indexOf(path[1]);
    if (to >= 0) moved.add(formatPath([list, to, ...path.slice(2)]));
  }
  moved.add(list);
  return moved;
}

export interface ResumeFormOptions {
  id: string;
  lastResult: SubmissionResult<string[]> | null | undefined;
  defaultValue: Values;
  /** The fields the server requires (their inputs are marked required for assistive technology). */
  required: Record<string, { required: boolean }>;
  /** The server's checks, run in the browser: messages keyed by field name ("" for the form), or null. */
  check: (values: Values) => Errors | null;
}

/** The messages of a server's answer (a field it left as it was is null there). */
function replyErrors(result: SubmissionResult<string[]> | null | undefined): Errors {
  return Object.fromEntries(Object.entries(result?.error ?? {}).filter((entry): entry is [string, string[]] => Array.isArray(entry[1])));
}

function initialState({ lastResult, defaultValue }: ResumeFormOptions): State {
  const initial = (lastResult?.initialValue as Values | undefined) ?? (formValues(defaultValue) as Values);
  const errors = replyErrors(lastResult);
  const intent = readListIntent(lastResult?.intent ? JSON.stringify(lastResult.intent) : undefined);
  // after a list change without JavaScript only that list's own message shows; after a submit, every message
  const checked = new Set(
    intent ? moveNames(Object.keys(lastResult?.state?.validated ?? {}), intent) : [...Object.keys(errors), ...(lastResult?.fields ?? [])],
  );
  return { initial, value: initial, errors, checked, keys: listKeys(initial), generation: 0 };
}

export function useResumeForm(options: ResumeFormOptions) {
  const { id, lastResult, check } = options;
  const [state, setState] = useState(() => initialState(options));

  // an answer from the server (with JavaScript): its messages replace the form's
  const seenResult = useRef(lastResult);
  useEffect(() => {
    if (!lastResult || lastResult === seenResult.current) return;
    seenResult.current = lastResult;
    const errors = replyErrors(lastResult);
    setState((previous) => ({ ...previous, errors, checked: new Set([...previous.checked, ...Object.keys(errors), ...(lastResult.fields ?? [])]) }));
  }, [lastResult]);

  /** The form's values as the inputs hold them now. */
  const readForm = () => {
    const element = document.getElementById(id);
    return element instanceof HTMLFormElement ? formPayload(new FormData(element)) : state.value;
  };

  /** New values (and the starting values behind them), checked again where messages already show. */
  const settle = (previous: State, value: Values, changes: Partial<State> = {}): State => {
    const checked = changes.checked ?? previous.checked;
    return { ...previous, ...changes, value, errors: checked.size > 0 ? (check(value) ?? {}) : previous.errors };
  };

  function changeListNow(intent: ListIntent) {
    const list = intent.payload.name;
    const current = readForm();
    setState((previous) => {
      const keys = changeList((previous.keys[list] as string[] | undefined) ?? [], intent, newKey());
      const moved = updatePath(current, list, (entries) =>
        changeList(Array.isArray(entries) ? entries : [], intent, intent.type === "insert" ? formValues(intent.payload.defaultValue) : undefined),
      );
      // the list itself counts as checked from its first change (its message: too many entries)
      return settle(previous, moved, {
        initial: moved,
        keys: { ...previous.keys, [list]: keys },
        checked: moveNames(previous.checked, intent),
      });
    });
  }

  /** Rewrites one field (`name`) or the whole form (no name); its inputs start again from the new values. */
  function update(name: string | undefined, value: unknown) {
    const current = readForm();
    setState((previous) => {
      if (name === undefined) {
        const values = formValues(value) as Values;
        return settle(previous, values, { initial: values, keys: listKeys(values), generation: previous.generation + 1 });
      }
      return settle(
        previous,
        updatePath(current, name, () => formValues(value)),
        {
          initial: updatePath(previous.initial, name, () => formValues(value)),
          keys: { ...previous.keys, [name]: newKey() },
        },
      );
    });
  }

  function onInput(event: FormEvent<HTMLFormElement>) {
    const value = readForm();
    const field = (event.target as HTMLInputElement).name;
    setState((previous) => {
      // a field typed into after its first check is checked again as it changes
      if (previous.checked.has(field)) return settle(previous, value);
      return { ...previous, value };
    });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const intent = submitter?.name === INTENT_FIELD ? readListIntent(submitter.value) : null;
    if (intent) {
      event.preventDefault();
      changeListNow(intent);
      return;
    }
    const form = event.currentTarget;
    const posted = new FormData(form, submitter);
    const value = formPayload(posted);
    const errors = check(value) ?? {};
    const checked = new Set([...posted.keys(), ...Object.keys(errors)]);
    setState((previous) => ({ ...previous, value, errors, checked }));
    if (Object.keys(errors).length > 0) event.preventDefault();
  }

  const shown = shownErrors(state.errors, state.checked);

  function field(name: string): FieldMeta {
    const fieldId = `${id}-${name}`;
    const ownKey = state.keys[name];
    const entryKey = (parsePath(name) ?? []).slice(0, 2);
    const listKey = typeof entryKey[1] === "number" ? (state.keys[entryKey[0] as string] as string[] | undefined)?.[entryKey[1]] : undefined;
    return {
      id: fieldId,
      name,
      formId: id,
      errorId: `${fieldId}-error`,
      errors: shown[name],
      initialValue: getPath(state.initial, name),
      value: getPath(state.value, name),
      key: `${state.generation}${listKey ?? ""}${typeof ownKey === "string" ? ownKey : ""}`,
      required: options.required[name.replace(/\[\d+\]/g, "[]")]?.required || undefined,
    };
  }

  function fieldset<T>(prefix: string): Fieldset<T> {
    return new Proxy({} as Fieldset<T>, { get: (_, key) => (typeof key === "string" ? field(`${prefix}.${key}`) : undefined) });
  }

  function list<T>(name: string): ListEntry<T>[] {
    const keys = (state.keys[name] as string[] | undefined) ?? [];
    return keys.map((key, index) => {
      const entryName = `${name}[${index}]`;
      return {
        key: `${state.generation}${key}`,
        name: entryName,
        value: getPath(state.value, entryName) as ListEntry<T>["value"],
        getFieldset: () => fieldset<T>(entryName),
      };
    });
  }

  return {
    form: {
      id,
      errors: shown[""],
      value: state.value,
      onInput,
      onSubmit,
      update,
      insert: (name: string, defaultValue: Values) => changeListNow({ type: "insert", payload: { name, defaultValue } }),
      buttonProps: (intent: ListIntent) => intentButtonProps(id, intent),
    },
    field,
    fieldset,
    list,
  };
}
