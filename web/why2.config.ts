import base from './vite.config';
import type { Plugin } from 'vite';
const target = process.env.WHO ?? '/node_modules/zod/index.js';
function who(): Plugin {
  return { name: 'who', generateBundle(_o, bundle) {
    const entry = Object.values(bundle).find((c: any) => c.type === 'chunk' && c.isEntry) as any;
    const files = new Set<string>(); const visit = (f: string) => { if (files.has(f)) return; files.add(f); for (const i of (bundle[f] as any).imports) visit(i); }; visit(entry.fileName);
    const inEntry = new Set<string>(); for (const f of files) for (const id of Object.keys((bundle[f] as any).modules)) inEntry.add(id);
    for (const id of inEntry) { const info = this.getModuleInfo(id); if (info?.importedIds.some((i) => i.includes(target))) console.log('IMPORTER', id.replace(/.*\/(web|shared|node_modules)\//, '$1/')); }
  } };
}
export default (env: any) => { const c = (base as any)(env); c.plugins.push(who()); return c; };
