function o(n){return{name:n.name,value:n.value,onChange:n.onChange,onBlur:n.onBlur,inputRef:n.ref}}export{o as c};
