/**
 * A prerendered part that the browser takes over only when someone is about to use it (a
 * pointer over it, a finger or the keyboard focus on it), instead of while the page loads:
 * until then its server HTML stays as it is (React keeps a Suspense boundary whose code is not
 * in yet dehydrated). The search form is such a part — react-aria's tabs, pickers and
 * collections make taking it over the largest single task on a page that shows it.
 *
 * `opened` settles on the first sign of intent. What the visitor does before the part is taken
 * over is handed to it once `hydrated()` is called: what they typed into a field (hydration puts
 * back the rendered value), the focus (for handlers that act on it: the keyword field opens the
 * filters) and a press, held until then with its default action (a submit button must not post
 * the plain form).
 */
export type IntentGate = {
  /** Settles on the first sign of intent (or at once after `open()`). */
  opened: Promise<void>;
  /** Starts taking the part over (what the first sign of intent does). */
  open: () => void;
  /** Listens for the slot's events; returns what stops listening. */
  watch: (slot: HTMLElement) => () => void;
  /** The part is taken over: hands it what was done meanwhile, and stops holding. */
  hydrated: () => void;
};

/** Signs that someone is about to use what is under them. */
const intentEvents = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

type Field = HTMLInputElement | HTMLTextAreaElement;
/** Fields whose value is what was typed (a range's or a date's has a value without its attribute). */
const typedFields =
  'input:not([type]), input[type="text"], input[type="search"], input[type="email"], input[type="tel"], input[type="url"], textarea';
const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;

/**
 * Puts `value` in a field the way typing does, so that React's change handling (which compares
 * with the value it last saw) reports it: the value React saw is cleared through its own
 * setter, the typed one set past it, and an input event sent.
 */
function retype(field: Field, value: string) {
  const prototype =
    field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  field.value = '';
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

export function createIntentGate(): IntentGate {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  let slot: HTMLElement | undefined;
  let isHydrated = false;
  let heldPress: { target: Element; id: string | undefined; x: number; y: number } | undefined;
  let heldSubmit: HTMLFormElement | undefined;
  const typed = new Map<Field, string>();

  const inSlot = (event: Event) => event.target instanceof Node && slot?.contains(event.target) === true;
  const onIntent = (event: Event) => {
    if (inSlot(event)) open();
  };
  const keepTyped = (event: Event) => {
    if (inSlot(event) && isField(event.target)) typed.set(event.target, event.target.value);
  };
  const holdPress = (event: Event) => {
    if (!inSlot(event)) return;
    event.preventDefault();
    event.stopPropagation();
    if (event instanceof MouseEvent && event.target instanceof Element) {
      // The nearest element with an id (react-aria's are the same once taken over): what the
      // press is for, should taking over replace the element pressed.
      const named = event.target.closest('[id]');
      const id = named && named !== slot && slot?.contains(named) ? named.id : undefined;
      heldPress = { target: event.target, id, x: event.clientX, y: event.clientY };
    }
    if (event.type === 'submit' && event.target instanceof HTMLFormElement) heldSubmit = event.target;
    open();
  };

  // On the document, in the capture phase: React stops the events that reach a part it has not
  // taken over yet at its root (below the document), to replay them there later; and a press
  // must be held before its target's default action.
  let listening: Document | undefined;
  const stop = () => {
    if (!listening) return;
    for (const type of intentEvents) listening.removeEventListener(type, onIntent, true);
    listening.removeEventListener('click', holdPress, true);
    listening.removeEventListener('submit', holdPress, true);
    listening = undefined;
  };
  // Until the hand-over: what is typed between taking over and then counts too.
  let listeningToTyping: Document | undefined;
  const stopTyping = () => {
    listeningToTyping?.removeEventListener('input', keepTyped, true);
    listeningToTyping = undefined;
  };

  /** Hands the taken-over part what the visitor did on the plain one, in the order they did it. */
  const handOver = () => {
    stopTyping();
    if (!slot) return;
    const document = slot.ownerDocument;
    for (const [field, value] of typed) if (field.isConnected && field.value !== value) retype(field, value);
    const focused = document.activeElement;
    if (focused && focused !== slot && slot.contains(focused))
      focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    if (heldPress) {
      // Taking over may replace an element (react-aria rebuilds its collections' items): the
      // press then goes to the element with the same id, else to what is now where the pointer was.
      const { target, id, x, y } = heldPress;
      const now = target.isConnected
        ? target
        : ((id === undefined ? null : document.getElementById(id)) ?? document.elementFromPoint(x, y));
      if (now && slot.contains(now))
        now.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    } else if (heldSubmit?.isConnected) heldSubmit.requestSubmit();
    typed.clear();
    heldPress = undefined;
    heldSubmit = undefined;
  };

  return {
    opened,
    open: () => open(),
    watch(element) {
      stop();
      stopTyping();
      slot = element;
      if (isHydrated) return () => undefined;
      listening = element.ownerDocument;
      for (const type of intentEvents)
        listening.addEventListener(type, onIntent, { capture: true, passive: true });
      listening.addEventListener('click', holdPress, true);
      listening.addEventListener('submit', holdPress, true);
      listeningToTyping = listening;
      listeningToTyping.addEventListener('input', keepTyped, true);
      // What was done before the app started (the HTML is usable before its scripts run): a
      // field typed into, or the focus already in the slot, opens the gate as its events would.
      for (const field of element.querySelectorAll(typedFields))
        if (isField(field) && field.value !== field.defaultValue) typed.set(field, field.value);
      const focused = element.ownerDocument.activeElement;
      if (typed.size > 0 || (focused && focused !== element && element.contains(focused))) open();
      return () => {
        stop();
        stopTyping();
      };
    },
    hydrated() {
      if (isHydrated) return;
      isHydrated = true;
      stop();
      // What was typed at once, before the render that follows taking over (react-aria leaves
      // its server mode) would put the fields' rendered values back; the rest after it.
      for (const [field, value] of typed) if (field.isConnected) retype(field, value);
      setTimeout(handOver, 0);
    },
  };
}
