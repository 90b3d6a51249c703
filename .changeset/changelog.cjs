// @ts-check
// The changelog lines of a release, written for a downstream developer:
//   - each changeset's summary as its author wrote it (first line a bullet, the rest indented
//     under it), with no commit hash or author (the pull request has those);
//   - no "Updated dependencies" lines: every @shell package is in one `fixed` group and is
//     released at the same version, so "@shell/ui@1.2.0 updated" tells nobody anything.

/** @type {import('@changesets/types').ChangelogFunctions} */
const changelogFunctions = {
  async getReleaseLine(changeset) {
    const [first = '', ...rest] = changeset.summary.trim().split('\n');
    const indented = rest.map((line) => (line.trim() === '' ? '' : `  ${line}`));
    return [`\n- ${first}`, ...indented].join('\n');
  },
  async getDependencyReleaseLine() {
    return '';
  },
};

module.exports = changelogFunctions;
