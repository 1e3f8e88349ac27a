import { lighthouseLine, runLighthouse } from './web';

const paths = process.argv.slice(3);
const runs = Number(process.argv[2]);
for (const r of await runLighthouse('http://localhost:4350', paths, runs))
  console.log(lighthouseLine(r));
