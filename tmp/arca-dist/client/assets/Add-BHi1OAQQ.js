import{j as o}from"./theme-CVDyQhL8.js";import{c as t}from"./router-g5pcuJmd.js";const h=t(o.jsx("path",{d:"M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z"}));export{h as A};
