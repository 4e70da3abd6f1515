import{p as e}from"./phone-BFMnM_lF.js";import{u as o}from"./use-debounced-value-Clu361IW.js";function s(n){const u=o(n,400);return e(n)===null?null:e(u)}export{s as u};
