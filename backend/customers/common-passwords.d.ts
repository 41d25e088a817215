// The common-password list of @zxcvbn-ts/language-common (about 49,000 entries, most common
// first), decompressed by the package's own module from its prefix-compressed string.
declare module "@zxcvbn-ts/language-common/dist/passwords.json.mjs" {
  const passwords: string[];
  export default passwords;
}
