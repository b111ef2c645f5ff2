// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createIntentGate } from './intent-gate';

function slotWithForm() {
  document.body.innerHTML =
    '<div id="slot"><form><input id="keyword" /><button id="tab" type="button"><span id="label">Offices</span></button><button id="go" type="submit">Search</button></form></div>';
  return document.getElementById('slot')!;
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('createIntentGate', () => {
  it('stays closed until a pointer, a finger or the focus arrives on the slot', async () => {
    for (const type of ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown']) {
      const slot = slotWithForm();
      const gate = createIntentGate();
      gate.watch(slot);
      expect(await settled(gate.opened)).toBe(false);
      document.getElementById('label')!.dispatchEvent(new Event(type, { bubbles: true }));
      expect(await settled(gate.opened), type).toBe(true);
    }
  });

  it('ignores what happens outside the slot, and stops listening when told', async () => {
    const slot = slotWithForm();
    const outside = document.body.appendChild(document.createElement('button'));
    const gate = createIntentGate();
    const stop = gate.watch(slot);
    outside.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(await settled(gate.opened)).toBe(false);
    stop();
    slot.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(await settled(gate.opened)).toBe(false);
  });

  it('holds a press that comes before the part is taken over and hands it to the same element after', async () => {
    const slot = slotWithForm();
    const gate = createIntentGate();
    gate.watch(slot);
    const tab = document.getElementById('tab')!;
    const label = document.getElementById('label')!;
    const submit = vi.fn((event: Event) => event.preventDefault());
    slot.querySelector('form')!.addEventListener('submit', submit);
    const pressed = vi.fn();
    tab.addEventListener('click', pressed);

    const early = new MouseEvent('click', { bubbles: true, cancelable: true });
    label.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(pressed).not.toHaveBeenCalled();
    expect(await settled(gate.opened)).toBe(true);

    gate.hydrated();
    await vi.waitFor(() => expect(pressed).toHaveBeenCalledTimes(1));
    expect(pressed.mock.calls[0]![0].target).toBe(label);

    // Taken over: presses pass untouched, none is replayed twice.
    gate.hydrated();
    await new Promise((resolve) => setTimeout(resolve, 10));
    document.getElementById('go')!.click();
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('keeps a submit button from posting the plain form before the part is taken over', () => {
    const slot = slotWithForm();
    const gate = createIntentGate();
    gate.watch(slot);
    const submit = vi.fn((event: Event) => event.preventDefault());
    slot.querySelector('form')!.addEventListener('submit', submit);
    document.getElementById('go')!.click();
    expect(submit).not.toHaveBeenCalled();
  });

  it('hands the focus over: a field focused before the part was taken over gets its focusin again', async () => {
    const slot = slotWithForm();
    const gate = createIntentGate();
    gate.watch(slot);
    const keyword = document.getElementById('keyword') as HTMLInputElement;
    keyword.focus();
    const focused = vi.fn();
    slot.addEventListener('focusin', focused);
    gate.hydrated();
    await vi.waitFor(() => expect(focused).toHaveBeenCalledTimes(1));
    expect(focused.mock.calls[0]![0].target).toBe(keyword);
  });

  it('hands over what was typed, as input a change handler sees, even where hydration put the old value back', async () => {
    const slot = slotWithForm();
    const gate = createIntentGate();
    gate.watch(slot);
    const keyword = document.getElementById('keyword') as HTMLInputElement;
    keyword.value = 'Tay Ho';
    keyword.dispatchEvent(new Event('input', { bubbles: true }));
    // What hydrating a controlled field with an empty value does.
    keyword.value = '';
    const input = vi.fn((event: Event) => (event.target as HTMLInputElement).value);
    slot.addEventListener('input', input);
    gate.hydrated();
    await vi.waitFor(() => expect(input).toHaveBeenCalledTimes(1));
    expect(input.mock.results[0]!.value).toBe('Tay Ho');
    expect(keyword.value).toBe('Tay Ho');
  });

  it('counts what was typed and focused before it watched (the page was usable before its scripts ran)', async () => {
    const slot = slotWithForm();
    const keyword = document.getElementById('keyword') as HTMLInputElement;
    keyword.focus();
    keyword.value = 'Tay Ho';
    const gate = createIntentGate();
    gate.watch(slot);
    expect(await settled(gate.opened)).toBe(true);
    // Taking over puts the rendered (empty) value back; the typed one is handed over.
    keyword.value = '';
    const input = vi.fn((event: Event) => (event.target as HTMLInputElement).value);
    keyword.addEventListener('input', input);
    gate.hydrated();
    await vi.waitFor(() => expect(input).toHaveBeenCalled());
    expect(keyword.value).toBe('Tay Ho');
  });

  it('stays closed when nothing was done before it watched', async () => {
    const slot = slotWithForm();
    const gate = createIntentGate();
    gate.watch(slot);
    expect(await settled(gate.opened)).toBe(false);
  });

  it('gives a held press to the element with the same id when taking over replaced it', async () => {
    const slot = slotWithForm();
    const gate = createIntentGate();
    gate.watch(slot);
    const old = document.getElementById('tab')!;
    old.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    const replacement = document.createElement('button');
    replacement.id = 'tab';
    old.replaceWith(replacement);
    const pressed = vi.fn();
    replacement.addEventListener('click', pressed);
    // Under the pointer, while the taken-over part lays itself out, is something else.
    const at = vi.fn(() => slot);
    document.elementFromPoint = at;
    gate.hydrated();
    await vi.waitFor(() => expect(pressed).toHaveBeenCalledTimes(1));
    expect(at).not.toHaveBeenCalled();
  });

  it('gives a held press to what is now under the pointer when taking over replaced its element', async () => {
    const slot = slotWithForm();
    const gate = createIntentGate();
    gate.watch(slot);
    const old = document.getElementById('tab')!;
    old.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, clientX: 5, clientY: 7 }));
    // The replacement has no id (the held press's nearest one was the old element's).
    const replacement = document.createElement('button');
    old.replaceWith(replacement);
    const pressed = vi.fn();
    replacement.addEventListener('click', pressed);
    const at = vi.fn(() => replacement);
    document.elementFromPoint = at;
    gate.hydrated();
    await vi.waitFor(() => expect(pressed).toHaveBeenCalledTimes(1));
    expect(at).toHaveBeenCalledWith(5, 7);
  });
});
