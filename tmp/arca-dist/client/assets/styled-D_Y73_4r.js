import{J as t}from"./router-g5pcuJmd.js";const s=t();export{s};
