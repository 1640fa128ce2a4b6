// Fails fast when an npm script runs on a Node older than the one the project pins (package.json "node"
// devDependency). `npm ci --ignore-scripts` skips installing that binary, and the host's Node is then used.
const required = 24;
const major = Number(process.versions.node.split('.')[0]);
if (major < required) {
  console.error(
    `\nskogportal needs Node ${required} LTS, but this script ran on Node ${process.versions.node}.\n` +
      'The project pins Node 24 through its "node" devDependency: run `npm ci` (without --ignore-scripts)\n' +
      'so that node_modules/.bin/node is Node 24, or switch with `nvm use` (see .nvmrc).\n',
  );
  process.exit(1);
}
