// CSS imports carry no behaviour under jsdom.
export default {};
