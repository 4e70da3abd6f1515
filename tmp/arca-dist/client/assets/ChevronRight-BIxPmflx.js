import{j as o}from"./theme-CVDyQhL8.js";import{c as t}from"./router-g5pcuJmd.js";const a=t(o.jsx("path",{d:"M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z"}));export{a as C};
