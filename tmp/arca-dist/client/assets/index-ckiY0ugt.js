import{j as s,r as e}from"./theme-CVDyQhL8.js";const r=e.createContext();function u({value:t,...o}){return s.jsx(r.Provider,{value:t??!0,...o})}const a=()=>e.useContext(r)??!1;export{u as R,a as u};
