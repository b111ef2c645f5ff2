// A catalogue's start, rest or staff part (parts.ts), as vite-plugins/precompiled-messages.ts cuts it.
declare module '*.json?part=start' {
  const messages: Readonly<Record<string, string>>;
  export default messages;
}
declare module '*.json?part=rest' {
  const messages: Readonly<Record<string, string>>;
  export default messages;
}
declare module '*.json?part=staff' {
  const messages: Readonly<Record<string, string>>;
  export default messages;
}
