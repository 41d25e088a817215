// `npm run content:push -- --channel <channel> --space <id>`: fills a Storyblok space with the
// shop's content (content/push/).
import { runBundled } from "./run-bundled.mjs";

await runBundled("content/push/cli.ts", "content-push/cli", process.argv.slice(2));
