import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * Modules the builder never loads with its page: the paid tools' (not their menu, which the edit
 * page shows), the legal pages', the sign-in's and the public pages' meta, and the plans shown when
 * a limit is met. Shared by three pages or more, they would otherwise ride in the shared file every
 * page loads; they go in their own files instead. The edit page's own modules stay shared: fewer files
 * in a first load (decision record 024).
 */
const NOT_FOR_EVERY_PAGE =
  /[\\/]app[\\/](components[\\/]ats[\\/](?!resume-tools-nav)|components[\\/]pricing[\\/]pricing-|components[\\/]landing[\\/]legal\.tsx|lib[\\/](seo|sign-in)\.ts)/;

/**
 * The browser's scripts in few files. Left to itself the bundler split the builder's page into
 * 36 files, most under 2 KB; on a slow phone connection a browser opens six at a time, so each
 * further round of requests delays the first paint (decision record 024).
 */
const clientChunks = {
  groups: [
    // every page with React loads all of it: one file
    { name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/, priority: 20 },
    // zod's full build, for the few pages that run one of its schemas in the browser (the checkout's
    // claim email, passkeys, the resume list): its own file, or the shared one below would give it to every page
    { name: "zod", test: /[\\/](node_modules[\\/]zod[\\/](index\.js|v4[\\/]classic[\\/])|app[\\/]lib[\\/]zod\.ts)/, priority: 15 },
    // small modules of ours that three or more pages (or lazily loaded parts) share, with what they import
    {
      name: "shared",
      test: (id: string) => /[\\/]app[\\/]/.test(id) && !NOT_FOR_EVERY_PAGE.test(id),
      minShareCount: 3,
      maxModuleSize: 8 * 1024,
      priority: 10,
    },
  ],
};

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: { sourcemap: false },
  environments: { client: { build: { rolldownOptions: { output: { codeSplitting: clientChunks } } } } },
});
