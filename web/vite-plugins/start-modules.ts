import type { Plugin } from 'vite';

type Part = 'boot' | 'start' | 'layout' | 'home';

const routeChunk = (part: 'layout' | 'home') => (id: string) => {
  const [path = '', query = ''] = id.split('?');
  const file = part === 'layout' ? 'route' : 'index';
  return (
    new RegExp(`[\\\\/]routes[\\\\/]\\$lang[\\\\/]${file}\\.tsx$`).test(path) && query.includes('tsr-split')
  );
};

/**
 * Which of the app's modules a page needs before it can render, found from the module graph
 * once it is complete (`buildEnd`, before chunks are made), so that `vite.config.ts` can put
 * them in a few chunks instead of leaving them to Rolldown, which gives each module shared
 * between the start and a lazily loaded route a chunk of its own (the first download was fifty
 * small requests):
 * - `boot`: what the entry (`main.tsx`) imports statically, left in the entry's chunk: the few
 *   modules that decide when the app starts;
 * - `start`: what the app's start (`start.tsx`, loaded by the entry) imports statically (the
 *   router, the route tree, the stores, the English messages);
 * - `layout`: what the `$lang` layout's route chunk adds (header, footer: every page has them);
 * - `home`: what home's route chunk adds (the page most visitors land on).
 * The route chunks themselves stay chunks of their own (their loaders are found by name).
 */
export function startModules(): { plugin: Plugin; partOf: (id: string) => Part | undefined } {
  const parts = new Map<string, Part>();
  const plugin: Plugin = {
    name: 'stayvn-start-modules',
    apply: 'build',
    buildEnd() {
      parts.clear();
      const ids = [...this.getModuleIds()];
      const visit = (part: Part) => (id: string) => {
        if (parts.has(id)) return;
        parts.set(id, part);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(part)(imported);
      };
      ids.filter((id) => this.getModuleInfo(id)?.isEntry).forEach(visit('boot'));
      ids.filter((id) => /[\\/]src[\\/]start\.tsx$/.test(id)).forEach(visit('start'));
      ids.filter(routeChunk('layout')).forEach(visit('layout'));
      ids.filter(routeChunk('home')).forEach(visit('home'));
    },
  };
  return {
    plugin,
    partOf: (id) => (/node_modules[\\/]|\?tsr-split/.test(id) ? undefined : parts.get(id)),
  };
}
