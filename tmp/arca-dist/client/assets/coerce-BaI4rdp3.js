import{c as e,Z as o}from"./schemas-JtpKzIhP.js";function n(r){return e(o,r)}export{n};
