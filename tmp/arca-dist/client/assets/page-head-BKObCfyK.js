function r(c,t=160){const e=c.replace(/\s+/g," ").trim();if(e.length<=t)return e;const s=e.slice(0,t-1),n=s.lastIndexOf(" ");return`${(n>t/2?s.slice(0,n):s).trimEnd()}…`}export{r as s};
