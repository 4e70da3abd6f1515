const e={predicate:a=>a.queryKey[0]!=="auth"&&a.queryKey[0]!=="settings"};async function i(a){await a.cancelQueries(e),await a.invalidateQueries(e)}export{i};
